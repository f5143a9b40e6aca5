// The control stack. Every procedure of the game (a turn, an action round, an effect's block,
// a question to a player) is a frame on `state.stack`. `advance` steps the top frame until a
// decision is pending or the game is over; `answer` hands a chosen option to the top frame.
import type { Content } from "../content/model.js";
import type { Statement } from "../effects/ast.js";
import { checkVpVictory } from "./actions.js";
import type { Decision, Frame, GameState, Value } from "./state.js";

export interface Machine {
  content: Content;
  state: GameState;
}

export interface FrameHandler<F extends Frame = Frame> {
  /** Makes progress: pops the frame, pushes another, or sets `state.pending`. */
  step(m: Machine, f: F): void;
  /** Receives the option chosen for the decision this frame asked. */
  answer?(m: Machine, f: F, choice: string): void;
}

const handlers = new Map<string, FrameHandler>();

export function defineFrame<F extends Frame>(t: F["t"], handler: FrameHandler<F>): void {
  handlers.set(t, handler as unknown as FrameHandler);
}

export function push(m: Machine, f: Frame): void {
  m.state.stack.push(f);
}

/** Ends the top frame, handing `value` to the frame below. */
export function pop(m: Machine, value: Value = null): void {
  m.state.stack.pop();
  m.state.ret = value;
}

export function ask(m: Machine, d: Decision): void {
  m.state.pending = d;
}

export class EngineError extends Error {}

const MAX_STEPS = 1_000_000;

export function advance(m: Machine): void {
  const { state } = m;
  for (let steps = 0; !state.pending && !state.result && state.stack.length; steps++) {
    if (steps > MAX_STEPS) throw new EngineError("the engine made no progress (a frame never finished)");
    const top = state.stack[state.stack.length - 1]!;
    const h = handlers.get(top.t);
    if (!h) throw new EngineError(`no handler for frame ${top.t}`);
    h.step(m, top);
    checkVpVictory(m.content, state);
  }
}

export function answer(m: Machine, choice: string): void {
  const top = m.state.stack[m.state.stack.length - 1]!;
  const h = handlers.get(top.t);
  if (!h?.answer) throw new EngineError(`frame ${top.t} asked nothing`);
  m.state.pending = null;
  h.answer(m, top, choice);
}

// --- effect code blocks: frames refer to blocks of statements by number

interface BlockRegistry {
  blocks: Statement[][];
  index: Map<Statement[], number>;
}
const registries = new WeakMap<Content, BlockRegistry>();

export function blockId(content: Content, block: Statement[]): number {
  let r = registries.get(content);
  if (!r) registries.set(content, (r = { blocks: [], index: new Map() }));
  let id = r.index.get(block);
  if (id === undefined) {
    id = r.blocks.length;
    r.blocks.push(block);
    r.index.set(block, id);
  }
  return id;
}

export function blockById(content: Content, id: number): Statement[] {
  const b = registries.get(content)?.blocks[id];
  if (!b) throw new EngineError(`unknown code block ${id}`);
  return b;
}

/**
 * Registers every block of the content in a fixed order, so block numbers are the same in every
 * process that loads the same content (saved games refer to them).
 */
export function registerAllBlocks(content: Content): void {
  if (registries.get(content)?.blocks.length) return;
  const visit = (body: Statement[]) => {
    blockId(content, body);
    body.forEach(visitStatement);
  };
  const visitStatement = (s: Statement): void => {
    if (s.kind === "if") {
      visit(s.then);
      if (Array.isArray(s.otherwise)) visit(s.otherwise);
      else if (s.otherwise) visitStatement(s.otherwise);
    } else if (s.kind === "for") visit(s.body);
    else if (s.kind === "choose") s.options.forEach((o) => visit(o.body));
  };
  for (const c of content.cardList) if (c.event) visit(c.event);
  for (const e of Object.values(content.effects)) for (const m of e.modifiers) if (m.do) visit(m.do);
}
