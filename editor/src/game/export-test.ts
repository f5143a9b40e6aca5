// Writes the current test game as a YAML scenario test (cards/<game>/tests/): its start, every
// move and forced die, and what the game looks like at the end, so a designer turns a game played
// by hand into a regression test in one click.
import type { Content, Side } from "../../../src/content/model.js";
import { SIDES } from "../../../src/content/model.js";
import { gameFromPosition, type Position } from "../../../src/engine/game.js";
import type { GameState } from "../../../src/engine/state.js";
import { replayScript, startPosition, startState, type Script } from "./script.js";

export type ExportResult = { ok: true; yaml: string } | { ok: false; error: string };

export function exportTest(content: Content, script: Script, final: GameState, name: string): ExportResult {
  if (script.setup.bid && script.setup.start === "deal") return { ok: false, error: "a game started with a side auction (bid) cannot be written as a scenario test: tests have no bid; start from a position instead" };
  const setup = { ...script.setup, hands: { us: [...script.setup.hands.us], ussr: [...script.setup.hands.ussr] } };
  const moved = (i: number) => script.steps.slice(0, i).some((s) => !("rig" in s.step));
  // A card given during the game cannot be a step of a test: the test then starts from the
  // position at the last such gift (an action round), with the card in hand.
  let cut = -1;
  script.steps.forEach((s, i) => {
    if ("rig" in s.step && (moved(i) || setup.start === "deal")) cut = i;
  });
  while (cut > 0 && "rig" in script.steps[cut - 1]!.step) cut--;
  let position: Position;
  let start: GameState;
  let rest = script.steps;
  if (cut >= 0) {
    const at = replayScript(content, { setup, steps: script.steps.slice(0, cut) });
    if (at.stoppedAt !== null) return { ok: false, error: `the game does not replay: ${at.stopReason}` };
    const s = at.state;
    if (s.pending?.kind !== "action_card" || s.effects.some((e) => e.value !== undefined && e.value !== null)) {
      return { ok: false, error: "cards were given in the middle of an action round; a scenario test can only start at one. Give cards when a side chooses its card, then export again." };
    }
    position = snapshot(s);
    rest = script.steps.slice(cut);
    start = s;
  } else {
    position = startPosition(content, setup);
    start = startState(content, setup);
  }
  const steps: string[] = [];
  if (cut >= 0 && start.rigged.length) steps.push(`  - dice: ${flow(start.rigged)}`);
  for (const { step } of rest) {
    if ("rig" in step) {
      if (steps.length) return { ok: false, error: "internal: a card given after the start of the test" };
      const hands = position.hands as Record<Side, string[]>;
      hands[step.rig.side] = [...(hands[step.rig.side] ?? []).filter((c) => c !== step.rig.card), step.rig.card];
      for (const other of SIDES) if (other !== step.rig.side) hands[other] = (hands[other] ?? []).filter((c) => c !== step.rig.card);
      if (position.deck) position.deck = position.deck.filter((c) => c !== step.rig.card);
      if (position.discard) position.discard = position.discard.filter((c) => c !== step.rig.card);
      if (position.removed) position.removed = position.removed.filter((c) => c !== step.rig.card);
      continue;
    }
    if ("dice" in step) steps.push(`  - dice: ${flow(step.dice)}${step.random ? "   # rolled at random in the editor" : ""}`);
    else steps.push(`  - ${step.player}: ${scalar(step.choice)}`);
  }
  const out: string[] = [`name: ${quoted(name)}`];
  if (setup.scenario !== "standard") out.push(`scenario: ${setup.scenario}`);
  if (setup.variants.length) out.push(`variants: ${flow(setup.variants)}`);
  if (setup.options.length) out.push(`options: ${flow(setup.options)}`);
  if (setup.seed !== 1) out.push(`seed: ${setup.seed}`);
  if (setup.start !== "deal" || cut >= 0) out.push("position:", ...positionLines(content, setup.scenario, position).map((l) => `  ${l}`));
  if (steps.length) out.push("steps:", ...steps);
  else out.push("steps: []");
  out.push("expect:", ...expectLines(content, cut >= 0 ? gameFromPosition(content, position, { scenario: setup.scenario, seed: setup.seed, options: setup.options }) : start, final).map((l) => `  ${l}`));
  return { ok: true, yaml: `${out.join("\n")}\n` };
}

/** The position of a game waiting for a side to choose its card in an action round. */
function snapshot(s: GameState): Position {
  const influence: Record<string, number[]> = {};
  for (const [c, [us, ussr]] of Object.entries(s.influence)) if (us || ussr) influence[c] = [us, ussr];
  return {
    turn: s.turn,
    phase: "action",
    action_round: s.round,
    phasing: s.phasing,
    defcon: s.defcon,
    vp: s.vp,
    military_ops: { ...s.milops },
    space: { ...s.space },
    space_attempts: { ...s.spaceAttempts },
    clear_influence: true,
    influence,
    hands: { us: [...s.hands.us], ussr: [...s.hands.ussr] },
    deck: [...s.deck],
    discard: [...s.discard],
    removed: [...s.removed],
    china_card: { holder: s.china.holder ?? "none", face_up: s.china.faceUp },
    effects: s.effects.map((e) => ({ id: e.id, owner: e.owner })),
  };
}

/** The start position, written as differences from what a test position assumes by default. */
function positionLines(content: Content, scenarioId: string, p: Position): string[] {
  const scenario = content.scenarios[scenarioId]!;
  const lines = [`turn: ${p.turn}`];
  if (p.phase === "headline") lines.push("phase: headline");
  else lines.push(`action_round: ${p.action_round}`, `phasing: ${p.phasing}`);
  if (p.defcon !== scenario.start.defcon) lines.push(`defcon: ${p.defcon}`);
  if (p.vp !== scenario.start.vp) lines.push(`vp: ${p.vp}`);
  if (SIDES.some((s) => (p.military_ops?.[s] ?? 0) !== 0)) lines.push(`military_ops: ${flow(p.military_ops)}`);
  if (SIDES.some((s) => (p.space?.[s] ?? 0) !== (scenario.start.space?.[s] ?? 0))) lines.push(`space: ${flow(p.space)}`);
  if (SIDES.some((s) => (p.space_attempts?.[s] ?? 0) !== 0)) lines.push(`space_attempts: ${flow(p.space_attempts)}`);
  // A test position starts from the scenario's fixed setup Influence; list only what differs.
  const setupInfluence: Record<string, [number, number]> = {};
  for (const step of scenario.setup) {
    for (const [c, n] of Object.entries(step.influence ?? {})) {
      const pair = (setupInfluence[c] ??= [0, 0]);
      pair[step.side === "us" ? 0 : 1] += n ?? 0;
    }
  }
  const diff: Record<string, number[]> = {};
  for (const c of new Set([...Object.keys(setupInfluence), ...Object.keys(p.influence ?? {})])) {
    const want = p.influence?.[c] ?? [0, 0];
    const have = setupInfluence[c] ?? [0, 0];
    if (want[0] !== have[0] || want[1] !== have[1]) diff[c] = [want[0] ?? 0, want[1] ?? 0];
  }
  if (Object.keys(diff).length) lines.push(`influence: ${flow(diff)}`);
  lines.push(`hands: ${flow({ ussr: p.hands?.ussr ?? [], us: p.hands?.us ?? [] })}`);
  if (p.deck) lines.push(`deck: ${flow(p.deck)}`);
  if (p.discard?.length) lines.push(`discard: ${flow(p.discard)}`);
  if (p.removed?.length) lines.push(`removed: ${flow(p.removed)}`);
  const china = scenario.china_card;
  if (p.china_card && (p.china_card.holder !== china.holder || p.china_card.face_up !== china.face_up)) lines.push(`china_card: ${flow(p.china_card)}`);
  if (p.effects?.length) lines.push(`effects: ${flow(p.effects)}`);
  return lines;
}

function expectLines(content: Content, start: GameState, s: GameState): string[] {
  const lines: string[] = [];
  if (s.result) {
    lines.push(`winner: ${s.result.winner}`, `reason: ${scalar(s.result.reason)}`);
  }
  lines.push(`turn: ${s.turn}`, `action_round: ${s.round}`);
  lines.push(`vp: ${s.vp}`, `defcon: ${s.defcon}`);
  if (SIDES.some((x) => s.milops[x] !== start.milops[x])) lines.push(`military_ops: ${flow(s.milops)}`);
  if (SIDES.some((x) => s.space[x] !== start.space[x])) lines.push(`space: ${flow(s.space)}`);
  const changed: Record<string, number[]> = {};
  for (const c of content.countries) {
    const [a, b] = s.influence[c.id] ?? [0, 0];
    const [a0, b0] = start.influence[c.id] ?? [0, 0];
    if (a !== a0 || b !== b0) changed[c.id] = [a, b];
  }
  if (Object.keys(changed).length) lines.push(`influence: ${flow(changed)}`);
  const effects = s.effects.map((e) => e.id);
  if (effects.length || start.effects.length) lines.push(`effects: ${flow(effects)}`);
  const hands: Partial<Record<Side, string[]>> = {};
  for (const x of SIDES) hands[x] = s.hands[x];
  lines.push(`hands: ${flow(hands)}`);
  const discarded = s.discard.filter((c) => !start.discard.includes(c));
  if (discarded.length) lines.push(`discard_includes: ${flow(discarded)}`);
  const removed = s.removed.filter((c) => !start.removed.includes(c));
  if (removed.length) lines.push(`removed_includes: ${flow(removed)}`);
  if (s.pending) lines.push(`pending: ${flow({ player: s.pending.player, kind: s.pending.kind })}`);
  return lines;
}

/** A YAML flow value: `{ cuba: [0, 3] }`, `[fidel, nato]`. */
export function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(", ")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return entries.length ? `{ ${entries.map(([k, x]) => `${k}: ${flow(x)}`).join(", ")} }` : "{}";
  }
  return typeof v === "string" ? scalar(v) : String(v);
}

function scalar(s: string): string {
  return /^[a-z_][a-z0-9_]*$/i.test(s) && !/^(true|false|null|yes|no|on|off)$/i.test(s) ? s : JSON.stringify(s);
}

function quoted(s: string): string {
  return /^[A-Za-z0-9][\w ,.()'/-]*$/.test(s) && !s.includes(": ") ? s : JSON.stringify(s);
}
