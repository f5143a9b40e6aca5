// `cardwright play`: a game in the terminal, against a bot or a second person at the same keyboard.
import { randomInt } from "node:crypto";
import { startSession } from "../../kernel/index.js";
import { victoryLines } from "../../content/victory.js";
import { BOT_NAMES, botFactory, BotSpecError } from "../../bots/index.js";
import { botsWeighingNothing } from "../../bots/specs.js";
import { closest } from "../../diagnostics/closest.js";
import { HUMAN, openTable } from "../../play/table.js";
import { playInTerminal } from "../../play/terminal.js";
import { badValue, defineCommand, usage, type MessageArg } from "../command.js";
import { unwritableReason, writeAtomically } from "../output.js";
import { readSaveArgument, useGameOfSave } from "../save-option.js";
import { contentDir, contentFrom, SELECTION_OPTIONS } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";
import type { CardLike } from "../../i18n/index.js";

export const playCommand = defineCommand({
  name: "play",
  details: true,
  options: {
    ...SELECTION_OPTIONS,
    seed: { kind: "int", value: "N", min: 0, max: 2_147_483_647 },
    as: { kind: "text", value: "SIDE" },
    opponent: { kind: "text", value: "BOT|human", helpArgs: { bots: BOT_NAMES.join(", ") } },
    resume: { kind: "text", value: "FILE" },
  },
  async run(args) {
    const { resume } = args.values;
    if (resume !== undefined) useGameOfSave(args, resume);
    const tr = translatorFor(args, contentDir(args));
    let save;
    let content;
    if (resume !== undefined) {
      const loaded = readSaveArgument(args, resume, args.at("resume", resume));
      for (const d of loaded.diagnostics) console.error(tr.formatDiagnostic(d));
      if (!loaded.save || !loaded.state || !loaded.content || loaded.diagnostics.some((d) => d.severity === "error")) return 1;
      save = { ...loaded.save, state: loaded.state };
      content = loaded.content;
    } else {
      content = contentFrom(args);
      const sel = content.selection;
      save = startSession(content.game, { scenario: sel.scenario, variants: sel.variants, options: sel.options, seed: args.values.seed ?? randomInt(2_147_483_647) });
    }
    const g = content.game;
    const as = args.values.as ?? g.sides[0]!;
    if (!g.sides.includes(as)) {
      const near = closest(as, g.sides);
      throw usage("CW904", `unknown side \`${as}\` (the sides: ${g.sides.join(", ")})`, "cli.arg.unknown_side", { side: as, sides: g.sides.join(", ") }, args.at("as", as), near ? { text: `did you mean \`${near}\`?`, key: "cli.hint.did_you_mean", args: { suggestion: near } } : undefined);
    }
    const opponent = args.values.opponent ?? "search";
    if (opponent !== HUMAN) {
      try {
        botFactory(opponent);
      } catch (e) {
        if (!(e instanceof BotSpecError)) throw e;
        // The bots' list is not all --opponent takes: a second player at this keyboard is the other answer.
        const detail: MessageArg = closest(opponent, [HUMAN])
          ? { detail: `did you mean \`${HUMAN}\`? (two players at this keyboard)`, said: { key: "cli.arg.opponent_human", args: { human: HUMAN } } }
          : { detail: `${e.message}, or ${HUMAN} (two players at this keyboard)`, said: { key: "cli.arg.opponent_bot", args: { problem: e.message, human: HUMAN }, parts: { problem: e.said } } };
        throw badValue("--opponent", opponent, detail, args.at("opponent", opponent));
      }
    }
    const table = openTable(g, save, Object.fromEntries(g.sides.map((s) => [s, s === as ? HUMAN : opponent])));
    console.log(tr.t("cli.play.started", { seed: save.seed, opponent }));
    const unweighed = opponent === HUMAN ? [] : botsWeighingNothing([opponent], g.bots?.evaluation);
    if (unweighed.length) console.log(tr.t("cli.simulate.summary.no_evaluation", { bots: unweighed.join(", ") }));
    // How this game is won, before the first question (the scenario's, or the game's, and what variants change).
    for (const text of victoryLines(content.manifest, content.overlays, save, tr)) console.log(tr.t("cli.play.victory", { text }));
    // (Loaded here: every other command would pay for readline at start-up. Not by `import()`: the
    // compiled command line runs in a vm.Script, which has no dynamic import.)
    const { createInterface } = process.getBuiltinModule("node:readline") as typeof import("node:readline");
    const rl = createInterface({ input: process.stdin, terminal: false });
    const lines = rl[Symbol.asyncIterator]();
    const tty = process.stdin.isTTY === true;
    try {
      // Every card of this game's content (a card an overlay adds included), for `card NAME`.
      const faces = { cards: new Map(content.composed.cards.map((c) => [c.data.id, c.data as CardLike])), face: content.manifest.card_face ?? {} };
      return await playInTerminal(table, tr, {
        read: async (prompt) => {
          if (tty) process.stdout.write(prompt);
          const next = await lines.next();
          return next.done ? null : next.value;
        },
        write: (text) => process.stdout.write(text),
        save: (file, text) => {
          // A folder that is missing, or a folder named as the file, said in the player's words.
          const why = unwritableReason(file);
          if (why) throw new Error(tr.t(why.key, why.args));
          writeAtomically(file, text);
        },
      }, faces);
    } finally {
      rl.close();
    }
  },
});
