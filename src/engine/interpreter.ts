// Runs effect code. A block of statements is a frame; a statement that asks a player pushes
// a frame of its own and the block resumes when it finishes (its result lands in `state.ret`).
import { otherSide, type Content } from "../content/model.js";
import type { CallExpression, ChooseStatement, Statement } from "../effects/ast.js";
import { argsOf, evaluate, truthy, type Env } from "./evaluate.js";
import { runStatementBuiltin, STATEMENT_BUILTINS } from "./builtins.js";
import { ask, blockById, blockId, defineFrame, pop, push, type Machine } from "./machine.js";
import type { Ctx, Frame, Value } from "./state.js";

export interface BlockFrame extends Frame {
  t: "block";
  b: number;
  i: number;
  env: Env;
  ctx: Ctx;
  /** Variable that receives the result of the frame this block is waiting for. */
  await?: string;
}

export function runBlock(m: Machine, body: Statement[], ctx: Ctx, env: Env = {}): void {
  push(m, { t: "block", b: blockId(m.content, body), i: 0, env: { ...env }, ctx } satisfies BlockFrame);
}

type Outcome = "continue" | "yield";

defineFrame<BlockFrame>("block", {
  step(m, f) {
    if (f.await) {
      f.env[f.await] = m.state.ret;
      delete f.await;
    }
    const body = blockById(m.content, f.b);
    while (f.i < body.length) {
      const s = body[f.i++]!;
      if (execute(m, f, s) === "yield") return;
      if (m.state.result) return;
    }
    pop(m);
  },
});

function execute(m: Machine, f: BlockFrame, s: Statement): Outcome {
  switch (s.kind) {
    case "do":
      if (isStatementBuiltin(s.call)) return call(m, f, s.call, null);
      evaluate(m.content, m.state, s.call, f.env, f.ctx);
      return "continue";
    case "let":
      if (s.value.kind === "call" && isStatementBuiltin(s.value)) return call(m, f, s.value, s.name.name);
      f.env[s.name.name] = evaluate(m.content, m.state, s.value, f.env, f.ctx);
      return "continue";
    case "if": {
      if (truthy(evaluate(m.content, m.state, s.test, f.env, f.ctx))) {
        runBlock(m, s.then, f.ctx, f.env);
        return "yield";
      }
      if (Array.isArray(s.otherwise)) {
        runBlock(m, s.otherwise, f.ctx, f.env);
        return "yield";
      }
      return s.otherwise ? execute(m, f, s.otherwise) : "continue";
    }
    case "for": {
      let items: Value;
      if ("__iter" in f.env) {
        items = f.env.__iter!;
        delete f.env.__iter;
      } else if (s.iterable.kind === "call" && isStatementBuiltin(s.iterable)) {
        f.i--; // run this `for` again once the question is answered
        return call(m, f, s.iterable, "__iter");
      } else items = evaluate(m.content, m.state, s.iterable, f.env, f.ctx);
      const list = Array.isArray(items) ? items : items === null ? [] : [items];
      push(m, { t: "for", b: blockId(m.content, s.body), items: list, i: 0, name: s.variable.name, env: { ...f.env }, ctx: f.ctx });
      return "yield";
    }
    case "choose":
      return choose(m, f, s);
    default:
      throw new Error(`${s.kind} is not supported by this engine`);
  }
}

/** Built-ins that act on the game (or ask a player); the rest are expressions. */
function isStatementBuiltin(c: CallExpression): boolean {
  return STATEMENT_BUILTINS.has(c.callee.name);
}

function call(m: Machine, f: BlockFrame, c: CallExpression, resultVar: string | null): Outcome {
  const depth = m.state.stack.length;
  const value = runStatementBuiltin(m, c, argsOf(c), f.env, f.ctx);
  if (m.state.stack.length > depth) {
    if (resultVar) f.await = resultVar;
    return "yield";
  }
  if (resultVar) f.env[resultVar] = value ?? null;
  return m.state.pending ? "yield" : "continue";
}

defineFrame<Frame & { t: "for"; b: number; items: Value[]; i: number; name: string; env: Env; ctx: Ctx }>("for", {
  step(m, f) {
    if (f.i >= f.items.length) return pop(m);
    const item = f.items[f.i++]!;
    push(m, { t: "block", b: f.b, i: 0, env: { ...f.env, [f.name]: item }, ctx: f.ctx } satisfies BlockFrame);
  },
});

interface ChooseFrame extends Frame {
  t: "choose";
  b: number;
  si: number;
  env: Env;
  ctx: Ctx;
  options: string[];
  done?: boolean;
}

function choose(m: Machine, f: BlockFrame, s: ChooseStatement): Outcome {
  const options = s.options.filter((o) => !o.when || truthy(evaluate(m.content, m.state, o.when, f.env, f.ctx))).map((o) => o.label);
  if (!options.length) return "continue";
  push(m, { t: "choose", b: f.b, si: f.i - 1, env: f.env, ctx: f.ctx, options } satisfies ChooseFrame);
  return "yield";
}

function chooser(m: Machine, f: ChooseFrame) {
  const s = blockById(m.content, f.b)[f.si] as ChooseStatement;
  const who = evaluate(m.content, m.state, s.chooser, f.env, f.ctx);
  return { s, who: who === "us" || who === "ussr" ? who : f.ctx.me };
}

defineFrame<ChooseFrame>("choose", {
  step(m, f) {
    if (f.done) return pop(m);
    const { who } = chooser(m, f);
    if (f.options.length === 1) return this.answer!(m, f, f.options[0]!);
    ask(m, { player: who, kind: "choose_option", options: f.options, args: { card: f.ctx.card } });
  },
  answer(m, f, choice) {
    const { s } = chooser(m, f);
    const option = s.options.find((o) => o.label === choice)!;
    f.done = true;
    runBlock(m, option.body, f.ctx, f.env);
  },
});

export { otherSide };
export type { Content };
