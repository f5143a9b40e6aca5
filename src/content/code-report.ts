// What validate keeps beside its report so that an edit of one card's code (its `event:` or
// `prerequisite:`) can be checked alone in the next process, as the editor checks a key typed
// (editor/src/game/code-edit.ts): the names the selected game's code was checked against (the
// vocabulary, as plain data: all the checker reads of the game), where each card's code put its
// problems in the report's diagnostics, which cards' code is checked in the selected game just as
// it is written in its card file, the names an overlay not selected changes (code naming one may
// have problems only under it), and the summary's counts but the scripted cards (one whose event
// no longer parses is not); and for each procedure and function, where its code put its problems
// and the names bound in it (its parameters); and the literal message keys of the code, with their
// places (an edit of code that names the same keys, in the same order, moves only their places:
// CW608's warning moves with it). validate-code.ts uses it.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Callable, KnownFields, MomentValues, ValueType } from "../effects/vocabulary-types.js";
import { NOT_PARSED, routinesOf, termsOf, vocabularyFrom, type GameVocabulary, type KernelValues, type KeyUse } from "./code.js";
import type { CodeChecked } from "./load.js";
import type { Pass } from "./message-params.js";
import type { RawGame } from "./raw.js";

/** A game's procedure or function as the checker reads it (not its docs). */
type RoutineForm = Pick<Callable, "name" | "params" | "returns" | "returnValues" | "asName" | "kind" | "asks" | "formerly">;

export interface CodeReport {
  /** (`fields`: the fields of ids and data the code was checked against, known-fields.ts: a field read is checked alone as in the full check.) */
  vocabulary: { names: [string, ValueType][]; effects: string[]; perSide: string[]; routines: RoutineForm[]; terms: Record<string, string>; fields: KnownFields | null; kernelValues: KernelValues; momentValues: MomentValues; momentNames: Record<string, readonly string[]> };
  /** The names whose meaning an overlay not selected changes (CodeChecked.overlayNames). */
  overlayNames: string[];
  /**
   * Whether the game's scenario fields are checked against what its code reads of `scenario` (a
   * game without a scenario schema of its own, scenario-fields.ts): code reading it is then not checked alone.
   */
  scenarioFieldsByCode: boolean;
  /** Each card of the selected game in the order it is checked: its id, and [from, to) of its event's then its prerequisite's problems in the report's diagnostics (one after the other). */
  cards: [id: string, eventFrom: number, eventTo: number, prerequisiteTo: number][];
  /** Each card file: by a card's index in it, its id when its code is the selected game's as written there (else ""). */
  files: [path: string, ids: string[]][];
  /**
   * Each procedure and function whose code was checked (the one its name stands for), in the order
   * it was: its file, kind and name, [from, to) of its code's problems in the report's diagnostics,
   * and the names its code is checked with bound (its parameters by their local names, and types).
   */
  routines: [path: string, kind: "procedures" | "functions", name: string, from: number, to: number, locals: [string, ValueType][]][];
  /** The literal message keys of the code, as the translations were given them (LoadResult.messageKeys), by their places (not their lines: keyUseAt). */
  keys: Pick<KeyUse, "key" | "place">[];
  /** By routine, what its code gives on to a message key (its parameters that are one follow: message-params.ts). */
  passes: [name: string, passes: Pass[]][];
  /** The report's summary, with `events` (the cards with an event, parsed or not) for its scripted count. */
  summary: { name: string; spaces: number; cards: number; events: number; scenarios: number; variants: number; options: number };
}

/** The code report of a load that checked the selected game with its overlays' names known and found no error (its `summary`); else null. */
export function codeReportOf(raw: RawGame, checked: CodeChecked | undefined, diagnostics: readonly Diagnostic[], summary: Omit<CodeReport["summary"], "events"> & { scripted: number } | null, keys: readonly KeyUse[] = []): CodeReport | null {
  if (!checked?.overlayNames || !summary) return null;
  const { vocabulary, composed, cardProblems, routineProblems } = checked;
  const cards: CodeReport["cards"] = [];
  for (const [id, { event, prerequisite }] of cardProblems) cards.push([id, event[0], event[1], prerequisite[1]]);
  // A card checked as written: once in the game and in its files, from its card file, its code the file's.
  const count = (list: { data: { id: string } }[]) => list.reduce((n, c) => n.set(c.data.id, (n.get(c.data.id) ?? 0) + 1), new Map<string, number>());
  const inGame = count(composed.cards);
  const inFiles = count(raw.cards);
  const composedById = new Map(composed.cards.map((c) => [c.data.id, c]));
  const files = new Map<string, string[]>();
  for (const c of raw.cards) {
    const ids = files.get(c.source.path) ?? [];
    files.set(c.source.path, ids);
    const x = composedById.get(c.data.id);
    const alone = x && inGame.get(c.data.id) === 1 && inFiles.get(c.data.id) === 1 && x.source === c.source && x.at.join() === c.at.join() && x.data.event === c.data.event && x.data.prerequisite === c.data.prerequisite && c.at[0] === "cards";
    ids[c.at[1] as number] = alone ? c.data.id : "";
  }
  const routines: CodeReport["routines"] = [];
  for (const { file, kind, name, r, declared } of routinesOf(raw)) {
    const places = routineProblems.get(name);
    const callable = vocabulary.callable(name);
    if (!declared || !places || !callable) continue;
    // (As compileCode binds them: by `as` or their name.)
    routines.push([file.source.path, kind, name, places[0], places[1], callable.params.map((p, i) => [r.params?.[i]?.as ?? p.name, p.type])]);
  }
  return {
    vocabulary: vocabularyForm(vocabulary, raw.manifest.data.terms ?? {}),
    overlayNames: checked.overlayNames,
    scenarioFieldsByCode: raw.manifest.data.scenarios?.schema === undefined,
    cards,
    files: [...files].map(([path, ids]) => [path, Array.from(ids, (id) => id ?? "")]),
    routines,
    keys: keys.map((k) => ({ key: k.key, place: k.place })),
    passes: [...checked.passes],
    summary: { ...summary, events: summary.scripted + cards.filter((c) => unparsed(diagnostics, c[1], c[2])).length },
  };
}

/** Whether the problems [from, to) of a card's event say it does not parse (its event is then none). */
export function unparsed(diagnostics: readonly Diagnostic[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (NOT_PARSED.has(diagnostics[i]!.code)) return true;
  return false;
}

function vocabularyForm(v: GameVocabulary, terms: Record<string, string>): CodeReport["vocabulary"] {
  return {
    names: v.names().map((n) => [n, v.nameType(n)!]),
    // (Every effect's id is a name: its own, or its card's.)
    effects: v.names().filter((n) => v.isEffect(n)),
    perSide: v.names().filter((n) => v.perSide?.(n)),
    routines: v.routines.map(({ name, params, returns, returnValues, asName, kind, asks, formerly }) => ({ name, params: params.map(({ name, type, optional, message, values }) => ({ name, type, doc: "", ...(optional !== undefined ? { optional } : {}), ...(message !== undefined ? { message } : {}), ...(values !== undefined ? { values } : {}) })), returns, ...(returnValues !== undefined ? { returnValues } : {}), ...(asName ? { asName } : {}), kind, ...(asks !== undefined ? { asks } : {}), ...(formerly ? { formerly } : {}) })),
    terms,
    fields: v.fields ?? null,
    kernelValues: v.kernelValues,
    momentValues: v.momentValues ?? {},
    momentNames: v.momentNames ?? {},
  };
}

/** The vocabulary a code report keeps, to check code with (what vocabularyOf gave the load). */
export function vocabularyOfReport(form: CodeReport["vocabulary"]): GameVocabulary {
  const routines: Callable[] = form.routines.map((r) => ({ ...r, doc: "" }));
  return vocabularyFrom(new Map(form.names), new Set(form.effects), routines, termsOf(form.terms), new Set(form.perSide), form.fields ?? undefined, form.kernelValues, form.momentValues, form.momentNames);
}

/** Whether a value read back from the disk cache is a code report (else the folder is loaded). */
export function isCodeReport(x: unknown): x is CodeReport {
  const c = x as CodeReport | null;
  return (
    !!c && typeof c === "object" && !!c.vocabulary && Array.isArray(c.vocabulary.names) && Array.isArray(c.vocabulary.effects) && Array.isArray(c.vocabulary.perSide) && Array.isArray(c.vocabulary.routines) &&
    !!c.vocabulary.terms && typeof c.vocabulary.terms === "object" && c.vocabulary.fields !== undefined && !!c.vocabulary.kernelValues && typeof c.vocabulary.kernelValues === "object" && !!c.vocabulary.momentValues && typeof c.vocabulary.momentValues === "object" && !!c.vocabulary.momentNames && typeof c.vocabulary.momentNames === "object" && Array.isArray(c.overlayNames) && typeof c.scenarioFieldsByCode === "boolean" && Array.isArray(c.cards) && Array.isArray(c.files) && Array.isArray(c.routines) && Array.isArray(c.keys) && Array.isArray(c.passes) && !!c.summary && typeof c.summary.events === "number"
  );
}
