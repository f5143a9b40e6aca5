// What the page needs to know about freshly built content, from the game's declarations only:
// the game's sides, tracks, piles, pieces and entry points; names for completion and hover; the
// cards; the board to draw; the overlays to offer; the effect language's words; each file's
// schema. It names no game.
import { cardOptions } from "../../../src/content/card-options.js";
import { sameTexts } from "../../../src/content/load.js";
import type { Content } from "../../../src/content/model.js";
import { alignmentIds, alignmentName, type Manifest, type RawGame } from "../../../src/content/raw.js";
import { extendedBoardSchema, extendedCardsSchema, extendedOverlaySchema, schemas } from "../../../src/content/schemas.js";
import { cardFace, translate, type I18nBundle, type Translator } from "../../../src/i18n/index.js";
import type { Callable } from "../../../src/effects/vocabulary-types.js";
import { KERNEL_BUILTINS, kernelCallable, type Value } from "../../../src/kernel/index.js";
import type { BoardLayout, CardInfo, GameInfo, NameInfo, OverlayInfo, SchemaInfo, TrackInfo, VocabularyInfo } from "./protocol.js";
import { handPile } from "./script.js";

export function gameInfo(content: Content, root: string): GameInfo {
  const g = content.game;
  const m = content.manifest;
  const shown = m.display?.variables ?? [g.turnVariable, m.active_variable].filter((v): v is string => !!v && g.variable.has(v));
  const bid = m.variables?.["bid"];
  return {
    id: content.id,
    name: content.name,
    root,
    sides: g.sides.map((id) => ({ id, name: g.sideNames[id] ?? id })),
    alignments: alignmentIds(m),
    terms: m.terms ?? {},
    tracks: g.tracks.map((t): TrackInfo => {
      const d = m.tracks?.[t.id];
      const show = d?.show;
      return {
        id: t.id, name: t.name, perSide: t.perSide, min: t.min, max: t.max,
        show: show === "bar" || show === "pips" || show === "number" || show === "hidden" || show === "scale" ? show : t.perSide ? "scale" : "number",
        showRange: d?.show_range ?? null,
        danger: d?.danger ?? null,
      };
    }),
    pieces: g.pieces.map((p) => ({ id: p.id, name: p.name })),
    piles: g.piles.map((p) => ({ id: p.id, name: p.name, perSide: p.perSide, visibility: p.visibility })),
    hand: handPile(g),
    specials: g.cards.filter((c) => c.special).map((c) => c.id),
    variables: g.variables.map((v) => ({ id: v.id, doc: v.doc, start: v.start })),
    shown,
    entries: [...g.entries].map(([id, unit]) => ({ id, params: g.units[unit]!.params.map((p) => p.name) })),
    defaultEntry: g.positions.defaultEntry,
    bid: bid ? { schema: (bid.schema as Record<string, unknown> | undefined) ?? null } : null,
    cardFace: m.card_face ?? {},
    cardFields: (m.card_fields ?? {}) as GameInfo["cardFields"],
    spaceFields: (m.space_fields ?? {}) as GameInfo["spaceFields"],
    durations: m.durations ?? [],
    hooks: Object.keys(m.hooks ?? {}),
    // A block scalar's last line break is not part of what the snippet inserts.
    snippets: (m.snippets ?? []).map((s) => ({ id: s.id ?? null, label: s.label, detail: s.detail, replaces: s.replaces ?? null, code: s.code.replace(/\n$/, "") })),
    display: { holder: m.display?.holder ?? null, spaceNumber: m.display?.space_number ?? null, spaceMark: m.display?.space_mark ?? null },
  };
}

/** A declared field's value said in a few words: `defence 2`, `capital` (a true flag). */
function fieldWords(fields: Record<string, Value>, declared: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const name of Object.keys(declared)) {
    const v = fields[name];
    const word = name.replace(/_/g, " ");
    if (v === true) out.push(word);
    else if (typeof v === "number" || (typeof v === "string" && v !== "")) out.push(`${word} ${v}`);
  }
  return out;
}

/** The game's word for a kind of name (its `terms:`), else the kernel's. */
export function termOf(m: Manifest, kind: NameInfo["kind"]): string {
  return m.terms?.[kind] ?? kind;
}

export function nameInfos(content: Content, en: Translator): NameInfo[] {
  const g = content.game;
  const m = content.manifest;
  const out: NameInfo[] = [];
  const add = (id: string, kind: NameInfo["kind"], label: string, detail: string) => out.push({ id, kind, term: termOf(m, kind), label, detail });
  const groupName = (id: string) => g.group.get(id)?.name ?? id;
  for (const s of g.spaces) {
    const home = s.homeOf ? [`home of ${g.sideNames[s.homeOf] ?? s.homeOf}`] : [];
    add(s.id, "space", s.name, [...s.groupIds].map(groupName).concat(fieldWords(s.attrs, m.space_fields ?? {}), home).join(" · "));
  }
  for (const gr of g.groups) {
    const parent = gr.parent ? `part of ${groupName(gr.parent)} · ` : "";
    add(gr.id, "group", gr.name, `${parent}${gr.spaces.length} ${termOf(m, "spaces" as NameInfo["kind"])}`);
  }
  for (const c of g.cards) add(c.id, "card", c.name, cardSummary(content, c.id, en));
  for (const e of g.effects) {
    if (g.card.has(e.id)) continue;
    add(e.id, "effect", e.name, `lasting effect${e.card ? ` of ${g.card.get(e.card)?.name ?? e.card}` : ""} · lasts ${e.duration}`);
  }
  for (const id of g.sides) add(id, "side", g.sideNames[id] ?? id, "a side");
  for (const a of alignmentIds(m)) add(a, "constant", alignmentName(m, a) ?? a, "an alignment of cards that is no side");
  for (const [id, doc] of Object.entries(m.constants ?? {})) add(id, "constant", id, doc);
  for (const p of g.piles) add(p.id, "pile", p.name, `pile${p.perSide ? ", one per side" : ""} · ${p.visibility}`);
  for (const t of g.tracks) add(t.id, "track", t.name, `track${t.perSide ? ", one per side" : ""} · ${t.min} to ${t.max}`);
  for (const v of g.variables) add(v.id, "variable", v.id, v.doc);
  for (const p of g.pieces) add(p.id, "piece", p.name, "a kind of pieces");
  for (const [id, h] of Object.entries(m.hooks ?? {})) add(id, "hook", id, h.doc);
  for (const id of Object.keys(g.data)) add(id, "data", id, `the game's data (${id})`);
  return out;
}

/** "#8 · North · 2 Ops · Early Game": a card in one line, its face's corner and lines in English. */
function cardSummary(content: Content, id: string, en: Translator): string {
  const c = content.game.card.get(id)!;
  const face = cardFace(en, { ...c.attrs, id, name: c.name, side: c.side } as never, content.manifest.card_face ?? {});
  const side = content.game.sideNames[c.side] ?? alignmentName(content.manifest, c.side) ?? c.side;
  return [face.number !== null ? `#${face.number}` : "", face.lines.length ? "" : side, face.corner ?? "", ...face.lines].filter(Boolean).join(" · ");
}

export function cardInfos(content: Content): CardInfo[] {
  const g = content.game;
  const lasting = new Map<string, string[]>();
  for (const e of g.effects) if (e.card) lasting.set(e.card, [...(lasting.get(e.card) ?? []), e.id]);
  return g.cards.map((c) => {
    const { number, text, ...fields } = c.attrs;
    return { id: c.id, number: typeof number === "number" ? number : null, name: c.name, side: c.side, text: typeof text === "string" ? text : "", fields, lasting: lasting.get(c.id) ?? [], hasEvent: c.event !== null };
  });
}

export function boardLayout(content: Content): BoardLayout {
  const g = content.game;
  const placed = g.spaces.filter((s) => s.position);
  // Spaces without a position are laid out in a row under the others.
  const bottom = placed.length ? Math.max(...placed.map((s) => s.position!.y)) + 120 : 100;
  let next = 100;
  return {
    spaces: g.spaces.map((s) => {
      const at = s.position ?? { x: (next += 140) - 140, y: bottom };
      return { id: s.id, name: s.name, groups: [...s.groupIds], adjacent: s.adjacent.map((i) => g.spaces[i]!.id), home: s.homeOf, x: at.x, y: at.y, fields: s.attrs };
    }),
    groups: g.groups.map((gr) => ({ id: gr.id, name: gr.name, colour: gr.colour, parent: gr.parent })),
  };
}

/** Scenarios, variants and options, as `cardwright scenarios` lists them (card options with their cards). */
export function overlayInfos(content: Content): OverlayInfo[] {
  const withCards = cardOptions(content);
  const rank = { scenario: 0, variant: 1, option: 2 };
  return Object.values(content.overlays)
    .map((o) => ({ id: o.id, kind: o.kind, name: o.name, description: o.description, ...(o.victory ? { victory: o.victory } : {}), ...(withCards.has(o.id) ? { cards: withCards.get(o.id)! } : {}) }))
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.id.localeCompare(b.id));
}

/** A callable as plain data (what it is, not how it runs): it crosses to the page. */
function plainCallable(c: Callable): Callable {
  const { name, params, returns, asks, kind, doc, example, origin, formerly } = c;
  return JSON.parse(JSON.stringify({ name, params, returns, asks, kind, doc, example, origin, formerly })) as Callable;
}

/** The kernel's built-ins and the game's procedures and functions, and the names always in scope. */
export function vocabularyInfo(content: Content): VocabularyInfo {
  const kernel = [...KERNEL_BUILTINS.values()].map(kernelCallable);
  return {
    callables: [...kernel, ...content.vocabulary.routines].map(plainCallable),
    context: [
      { name: "me", doc: "The side the code runs for (who plays the event; a lasting effect's owner)." },
      { name: "opponent", doc: "The other side (games of two sides)." },
      { name: "active", doc: "The active side when the code began." },
      { name: "this_card", doc: "The card being resolved, or none." },
      { name: "none", doc: "No value." },
      { name: "it", doc: "Inside `where:` and the conditions of modifiers: the thing being tested." },
    ],
  };
}

/**
 * schemaInfo kept while what it is made from is the same: game.yaml's data (the same object while
 * its text is, file-memo.ts), the game's own schema files, the test files. A key typed into a
 * card changes none of them, and the worker's message then finds the same object as last sent
 * (info-delta.ts) without making the schemas again and writing them as JSON to compare (2–4 ms).
 */
export function keptSchemaInfo(): (raw: RawGame, root: string, files: ReadonlyMap<string, string>) => SchemaInfo {
  let last: { manifest: unknown; inputs: string[]; info: SchemaInfo } | null = null;
  return (raw, root, files) => {
    const m = raw.manifest.data;
    const own = [...Object.values(m.data ?? {}).map((d) => d.schema), m.scenarios?.schema].filter((p): p is string => !!p);
    const inputs = [root, ...own.flatMap((p) => [p, files.get(`${root}/${p}`) ?? "\u0000"]), ...[...files.keys()].filter((p) => p.startsWith(`${root}/tests/`))];
    if (last && last.manifest === m && sameTexts(last.inputs, inputs)) return last.info;
    last = { manifest: m, inputs, info: schemaInfo(raw, root, files) };
    return last.info;
  };
}

/**
 * Each file of the game and its schema: the kernel's, extended with the fields the game declares
 * (card, space, group and modifier fields), and the game's own for its data and scenarios.
 */
export function schemaInfo(raw: RawGame, root: string, files: ReadonlyMap<string, string>): SchemaInfo {
  const m = raw.manifest.data;
  const fields = (f: Record<string, object> | undefined) => (f ?? {}) as Record<string, object>;
  const required = Object.entries(m.card_fields ?? {}).filter(([, f]) => !("default" in f)).map(([k]) => k);
  const cards = extendedCardsSchema(fields(m.card_fields), fields(m.modifier_fields), required);
  const out: SchemaInfo = {
    kinds: {},
    schemas: {
      game: schemas.game,
      board: extendedBoardSchema(fields(m.space_fields), fields(m.group_fields)),
      cards,
      routines: schemas.routines,
      sequence: schemas.sequence,
      overlay: extendedOverlaySchema(cards), // a card an overlay adds is a whole card too
      locale: schemas.locale,
      test: schemas.test,
    },
  };
  const mark = (path: string | undefined, kind: string) => {
    if (path) out.kinds[`${root}/${path}`] = kind;
  };
  mark("game.yaml", "game");
  mark(m.board, "board");
  m.cards.forEach((p) => mark(p, "cards"));
  (m.procedures ?? []).forEach((p) => mark(p, "routines"));
  mark(m.sequence, "sequence");
  (m.overlays ?? []).forEach((p) => mark(p, "overlay"));
  mark(m.locales?.source, "locale");
  (m.locales?.translations ?? []).forEach((p) => mark(p, "locale"));
  const own = (schemaPath: string | undefined, kind: string) => {
    const text = schemaPath ? files.get(`${root}/${schemaPath}`) : undefined;
    if (text === undefined) return false;
    try {
      const s = JSON.parse(text) as Record<string, unknown>;
      const { $id: _id, $schema: _s, ...rest } = s;
      out.schemas[kind] = rest;
      return true;
    } catch {
      return false;
    }
  };
  for (const [name, d] of Object.entries(m.data ?? {})) if (own(d.schema, `data.${name}`)) mark(d.file, `data.${name}`);
  if (own(m.scenarios?.schema, "scenario")) (m.scenarios?.files ?? []).forEach((p) => mark(p, "scenario"));
  for (const p of files.keys()) if (p.startsWith(`${root}/tests/`)) out.kinds[p] = "test";
  return out;
}

/** The English translator of a bundle (card summaries in hovers are in the content's language). */
export function english(bundle: I18nBundle): Translator {
  return translate(bundle, bundle.sourceLanguage);
}
