// Writes the current test game as a YAML scenario test (cards/<game>/tests/): its start position,
// every move and forced die, and what the game looks like at the end, so a designer turns a game
// played by hand into a regression test in one click. Every key is a name the game declares (its
// variables, tracks, pieces and piles), so the test passes `cardwright test` as it is.
import type { Content } from "../../../src/content/model.js";
import type { Translator } from "../../../src/i18n/translate.js";
import type { Game, State, Value } from "../../../src/kernel/index.js";
import { handPile, reasonText, replayScript, SCENARIO_START, startPosition, startState, type GameSetup, type Script, type ScriptStep } from "./script.js";

export type ExportResult = { ok: true; yaml: string } | { ok: false; error: string };

/** The test's text; when the game cannot be written as one, why, in `tr`'s language. */
export function exportTest(content: Content, script: Script, final: State, name: string, tr: Translator): ExportResult {
  const g = content.game;
  let setup = script.setup;
  let steps = script.steps;
  if (setup.start === SCENARIO_START) {
    if (setup.bid !== undefined && setup.bid !== null) return { ok: false, error: tr.t("editor.export.bid") };
    if (steps.some((s) => "rig" in s.step)) return { ok: false, error: tr.t("editor.export.gifts_at_start") };
  } else if (steps.some((s) => "rig" in s.step)) {
    // A card given during the game goes into the start position's hand instead; that must lead
    // to the same game.
    const moved = moveGiftsToStart(content, script);
    if (!moved.ok) return moved;
    setup = moved.setup;
    steps = moved.steps;
    const again = replayScript(content, { setup, steps });
    if (again.stoppedAt !== null) return { ok: false, error: tr.t("editor.export.gifts_no_replay", { reason: reasonText(tr, again.stopReason!) }) };
    if (summary(g, again.state) !== summary(g, final)) return { ok: false, error: tr.t("editor.export.gifts_change") };
  }
  const position = startPosition(content, setup);
  const start = startState(content, setup);
  const lines: string[] = [`name: ${quoted(name)}`];
  if (setup.scenario !== "standard") lines.push(`scenario: ${setup.scenario}`);
  if (setup.variants.length) lines.push(`variants: ${flow(setup.variants)}`);
  if (setup.options.length) lines.push(`options: ${flow(setup.options)}`);
  if (setup.seed !== 1) lines.push(`seed: ${setup.seed}`);
  if (position) lines.push("position:", ...positionLines(g, setup, position).map((l) => `  ${l}`));
  const written: string[] = [];
  for (const { step } of steps) {
    if ("rig" in step) continue;
    if ("dice" in step) written.push(`  - dice: ${flow(step.dice)}${step.random ? "   # rolled at random in the editor" : ""}`);
    else written.push(`  - ${step.player}: ${scalar(step.choice)}`);
  }
  if (written.length) lines.push("steps:", ...written);
  else lines.push("steps: []");
  lines.push("expect:", ...expectLines(content, start, final).map((l) => `  ${l}`));
  return { ok: true, yaml: `${lines.join("\n")}\n` };
}

/** The script with every card given during the game put into the start position's hand. */
function moveGiftsToStart(content: Content, script: Script): { ok: true; setup: GameSetup; steps: ScriptStep[] } | { ok: false; error: string } {
  const hands: Record<string, string[]> = Object.fromEntries(content.game.sides.map((s) => [s, [...(script.setup.hands[s] ?? [])]]));
  for (const { step } of script.steps) {
    if (!("rig" in step)) continue;
    for (const s of Object.keys(hands)) hands[s] = hands[s]!.filter((c) => c !== step.rig.card);
    hands[step.rig.side]!.push(step.rig.card);
  }
  return { ok: true, setup: { ...script.setup, hands }, steps: script.steps.filter((s) => !("rig" in s.step)) };
}

/** What a test could check of a state: the declared tracks, pieces, variables, piles but the hidden order of the draw, effects, decisions, result. */
function summary(g: Game, s: State): string {
  const piles = g.pileOf.map(([p], i) => (p.visibility === "hidden" ? [...s.piles[i]!].sort() : s.piles[i]));
  return JSON.stringify({ t: s.tracks, p: s.pieces, v: s.vars, piles, sp: s.specials, e: s.effects.map((e) => [e.id, e.owner]), d: s.pending.map((d) => [d.player, d.kind, [...d.options].sort()]), r: s.result });
}

/** The position's keys, in the order a reader expects: the entry point, its parameters, variables, tracks, pieces, hands. */
function positionLines(g: Game, setup: GameSetup, p: Record<string, unknown>): string[] {
  const entry = g.entries.get(setup.start);
  const params = entry === undefined ? [] : g.units[entry]!.params.map((x) => x.name);
  const rank = (k: string) => (k === "phase" ? 0 : params.includes(k) ? 1 + params.indexOf(k) : g.variable.has(k) ? 20 + g.variable.get(k)! : g.track.has(k) ? 200 + g.tracks.findIndex((t) => t.id === k) : g.piece.has(k) ? 400 : 500);
  return Object.keys(p)
    .sort((a, b) => rank(a) - rank(b))
    .map((k) => `${k}: ${flow(p[k])}`);
}

function expectLines(content: Content, start: State, s: State): string[] {
  const g = content.game;
  const lines: string[] = [];
  if (s.result) lines.push(`winner: ${s.result.winner}`, `reason: ${scalar(s.result.reason)}`);
  const shown = content.manifest.display?.variables ?? [g.turnVariable, content.manifest.active_variable].filter((v): v is string => !!v);
  for (const v of shown) {
    const i = g.variable.get(v);
    const value = i === undefined ? undefined : s.vars[i];
    if (typeof value === "number" || typeof value === "string") lines.push(`${v}: ${flow(value)}`);
  }
  for (const t of g.tracks) {
    const show = content.manifest.tracks?.[t.id]?.show;
    const now = t.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, s.tracks[t.offset + i]!])) : s.tracks[t.offset]!;
    const then = t.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, start.tracks[t.offset + i]!])) : start.tracks[t.offset]!;
    const changed = JSON.stringify(now) !== JSON.stringify(then);
    if (changed || (!t.perSide && show !== "hidden")) lines.push(`${t.id}: ${flow(now)}`);
  }
  for (const k of g.pieces) {
    const changed: Record<string, number[]> = {};
    for (const sp of g.spaces) {
      const at = (x: State) => g.sides.map((_, i) => x.pieces[k.offset + sp.index * g.sides.length + i]!);
      if (JSON.stringify(at(s)) !== JSON.stringify(at(start))) changed[sp.id] = at(s);
    }
    if (Object.keys(changed).length) lines.push(`${k.id}: ${flow(changed)}`);
  }
  const effects = s.effects.map((e) => e.id);
  if (effects.length || start.effects.length) lines.push(`effects: ${flow(effects)}`);
  const hand = handPile(g);
  if (hand) {
    const key = Object.entries(g.positions.aliases).find(([, v]) => v === hand)?.[0] ?? hand;
    const p = g.pile.get(hand)!;
    lines.push(`${key}: ${flow(Object.fromEntries(g.sides.map((x, i) => [x, s.piles[p.offset + i]!])))}`);
  }
  for (const p of g.piles) {
    if (p.perSide || p.visibility !== "public") continue;
    const added = s.piles[p.offset]!.filter((c) => !start.piles[p.offset]!.includes(c));
    if (added.length) lines.push(`${p.id}_includes: ${flow(added)}`);
  }
  const d = s.pending[0];
  if (d) lines.push(`pending: ${flow({ player: d.player, kind: d.kind })}`);
  return lines;
}

/** A YAML flow value: `{ cuba: [0, 3] }`, `[fidel, nato]`. */
export function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(", ")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return entries.length ? `{ ${entries.map(([k, x]) => `${k}: ${flow(x)}`).join(", ")} }` : "{}";
  }
  if (v === null) return "null";
  return typeof v === "string" ? scalar(v) : String(v as Value);
}

function scalar(s: string): string {
  return /^[a-z_][a-z0-9_]*$/i.test(s) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(s) ? s : JSON.stringify(s);
}

function quoted(s: string): string {
  return /^[A-Za-z0-9][\w ,.()'/-]*$/.test(s) && !s.includes(": ") ? s : JSON.stringify(s);
}
