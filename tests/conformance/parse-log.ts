// Parses a game log exported from the official digital edition (the tsreplayer corpus) into
// structured entries, each with its line number. Pure text work: names stay as written in the
// log (names.ts maps them to content ids). A non-empty line that matches no known form is
// returned in `unparsed`, never skipped silently.

export type LogSide = "us" | "ussr";
export type OpsMode = "influence" | "coup" | "realign" | "space";

export type Entry =
  | { kind: "player"; side: LogSide; name: string }
  | { kind: "handicap"; side: LogSide; amount: number }
  | { kind: "scenario"; name: string }
  | { kind: "optional_cards" }
  | { kind: "time_control"; text: string }
  /** `Turn N, Headline Phase: USSR card & US card:` (one card when a side had none). */
  | { kind: "headline_phase"; turn: number; cards: string[] }
  | { kind: "headline"; side: LogSide; card: string }
  /** `Turn N, USSR AR3: Card:`; the card is empty when the player had nothing to play. */
  | { kind: "action_round"; turn: number; side: LogSide; round: number; card: string }
  | { kind: "cleanup"; turn: number }
  /** `: :`, printed when the game stopped. */
  | { kind: "end_marker" }
  | { kind: "ops"; mode: OpsMode; ops: number }
  | { kind: "event"; card: string }
  | { kind: "target"; country: string }
  /** `SUCCESS: 4 [ + 4 (-1)  - 2x2 = 3 ]`: die, Ops, modifier, stability, result (die + Ops + modifier - 2 × stability). */
  | { kind: "coup_roll"; success: boolean; roll: number; ops: number; modifier: number; stability: number; result: number }
  /** `USSR rolls 6 (+2) = 8`, or `US rolls 4` without modifiers. */
  | { kind: "realign_roll"; side: LogSide; roll: number; modifier: number; total: number }
  | { kind: "space_roll"; roll: number; success: boolean; needed: number }
  | { kind: "war"; country: string }
  /** `VICTORY: 6 (-2)  >= 4`: the die, the modifier, the number needed. */
  | { kind: "war_roll"; victory: boolean; roll: number; modifier: number; needed: number }
  | { kind: "trap_roll"; roll: number; escaped: boolean; needed: number }
  /** `US -2 in Iran [0][0]`: the change and the totals after it. */
  | { kind: "influence"; side: LogSide; delta: number; country: string; us: number; ussr: number }
  /** VP gained (side null: `No VP awarded`) and the score after, positive when the US is ahead. */
  | { kind: "vp"; side: LogSide | null; amount: number; score: number }
  | { kind: "defcon"; direction: "degrades" | "improves"; level: number }
  | { kind: "milops"; side: LogSide; value: number }
  | { kind: "space"; side: LogSide; box: number }
  | { kind: "in_play"; card: string }
  | { kind: "out_of_play"; card: string }
  | { kind: "reshuffle" }
  /** `USSR reveals X`, `US discards X`, `US plays X`, `US returns X to USSR`. */
  | { kind: "card"; side: LogSide; verb: "reveals" | "discards" | "plays" | "returns"; card: string; fromHand?: boolean; to?: LogSide }
  | { kind: "no_cards"; side: LogSide; verb: string }
  | { kind: "choice"; side: LogSide; text: string }
  | { kind: "game_end"; winner: LogSide; reason: string };

export type LocatedEntry = Entry & { line: number; text: string };

export interface UnparsedLine {
  line: number;
  text: string;
}

export interface ParsedLog {
  file: string;
  entries: LocatedEntry[];
  unparsed: UnparsedLine[];
  /** Physical lines in the file. */
  lines: number;
}

const SIDE = "(US|USSR)";
const side = (s: string): LogSide => (s === "US" || s === "USA" ? "us" : "ussr");
const MODES: Record<string, OpsMode> = { "Place Influence": "influence", Coup: "coup", Realignment: "realign", "Space Race": "space" };

type Rule = [RegExp, (m: RegExpExecArray) => Entry[] | null];

/** Lines that may follow a header on the same physical line, and every other line. */
const BODY: Rule[] = [
  [new RegExp(`^${SIDE} ([+-]\\d+) in (.+) \\[(\\d+)\\]\\[(\\d+)\\]$`), (m) => [{ kind: "influence", side: side(m[1]!), delta: Number(m[2]), country: m[3]!, us: Number(m[4]), ussr: Number(m[5]) }]],
  [/^Target: (.+)$/, (m) => [{ kind: "target", country: m[1]! }]],
  [/^(Place Influence|Coup|Realignment|Space Race) \((\d+) Ops\):$/, (m) => [{ kind: "ops", mode: MODES[m[1]!]!, ops: Number(m[2]) }]],
  [/^Event: (.+)$/, (m) => [{ kind: "event", card: m[1]! }]],
  [
    /^(SUCCESS|FAILURE): (\d+) \[ \+ (\d+) (?:\(([+-]\d+)\)\s+)?- (\d+)x(\d+) = (-?\d+) \]$/,
    (m) => [{ kind: "coup_roll", success: m[1] === "SUCCESS", roll: Number(m[2]), ops: Number(m[3]), modifier: Number(m[4] ?? 0), stability: Number(m[6]), result: Number(m[7]) }],
  ],
  [new RegExp(`^${SIDE} rolls (\\d+)(?: \\(([+-]\\d+)\\) = (-?\\d+))?$`), (m) => [{ kind: "realign_roll", side: side(m[1]!), roll: Number(m[2]), modifier: Number(m[3] ?? 0), total: Number(m[4] ?? m[2]) }]],
  [/^Die roll: (\d+) -- (Success|Failed)! \(Needed (\d+) or less\)$/, (m) => [{ kind: "space_roll", roll: Number(m[1]), success: m[2] === "Success", needed: Number(m[3]) }]],
  [/^War in (.+)$/, (m) => [{ kind: "war", country: m[1]! }]],
  [/^(VICTORY|DEFEAT): (\d+)(?: \(([+-]\d+)\))?\s+(?:>=|<) (\d+)$/, (m) => [{ kind: "war_roll", victory: m[1] === "VICTORY", roll: Number(m[2]), modifier: Number(m[3] ?? 0), needed: Number(m[4]) }]],
  [/^Trap Roll: (\d+) (?:<=|>) (\d+) -- Trap (Escaped|Remains in Effect)$/, (m) => [{ kind: "trap_roll", roll: Number(m[1]), escaped: m[3] === "Escaped", needed: Number(m[2]) }]],
  [new RegExp(`^${SIDE} gains (\\d+) VP\\. Score is (even|US \\d+|USSR \\d+)\\.$`), (m) => [{ kind: "vp", side: side(m[1]!), amount: Number(m[2]), score: score(m[3]!) }]],
  [/^No VP awarded\. Score is (even|US \d+|USSR \d+)\.$/, (m) => [{ kind: "vp", side: null, amount: 0, score: score(m[1]!) }]],
  [/^DEFCON (degrades|improves) to (\d)$/, (m) => [{ kind: "defcon", direction: m[1] as "degrades" | "improves", level: Number(m[2]) }]],
  [new RegExp(`^${SIDE} Military Ops to (\\d+)$`), (m) => [{ kind: "milops", side: side(m[1]!), value: Number(m[2]) }]],
  [new RegExp(`^${SIDE} advances to (\\d+) in the Space Race\\.$`), (m) => [{ kind: "space", side: side(m[1]!), box: Number(m[2]) }]],
  // Once the log printed no region between "chooses" and the effect now in play.
  [new RegExp(`^${SIDE} chooses (.+) is now in play\\.$`), (m) => [{ kind: "choice", side: side(m[1]!), text: "" }, { kind: "in_play", card: m[2]! }]],
  [new RegExp(`^${SIDE} chooses (.+)$`), (m) => [{ kind: "choice", side: side(m[1]!), text: m[2]! }]],
  [/^(.+) is now in play\.$/, (m) => [{ kind: "in_play", card: m[1]! }]],
  [/^(.+) is no longer in play\.$/, (m) => [{ kind: "out_of_play", card: m[1]! }]],
  [/^\*RESHUFFLE\*$/, () => [{ kind: "reshuffle" }]],
  [new RegExp(`^${SIDE} Headlines (.+)$`), (m) => [{ kind: "headline", side: side(m[1]!), card: m[2]! }]],
  [new RegExp(`^${SIDE} returns (.+) to ${SIDE}$`), (m) => [{ kind: "card", side: side(m[1]!), verb: "returns", card: m[2]!, to: side(m[3]!) }]],
  [new RegExp(`^${SIDE} (reveals|discards|plays) (.+?)( from hand)?$`), (m) => [{ kind: "card", side: side(m[1]!), verb: m[2] as "reveals", card: m[3]!, ...(m[4] ? { fromHand: true } : {}) }]],
  [new RegExp(`^${SIDE} has no cards to (\\w+)$`), (m) => [{ kind: "no_cards", side: side(m[1]!), verb: m[2]! }]],
  [new RegExp(`^${SIDE} wins by (.+)$`), (m) => [{ kind: "game_end", winner: side(m[1]!), reason: m[2]! }]],
  [/^(.+) will play as (USA|USSR)\.$/, (m) => [{ kind: "player", side: side(m[2]!), name: m[1]! }]],
  [new RegExp(`^Handicap influence: ${SIDE} \\+(\\d+)$`), (m) => [{ kind: "handicap", side: side(m[1]!), amount: Number(m[2]) }]],
  [/^Scenario: (.+)$/, (m) => [{ kind: "scenario", name: m[1]! }]],
  [/^Optional Cards Added$/, () => [{ kind: "optional_cards" }]],
  [/^Time per Player: (.+)$/, (m) => [{ kind: "time_control", text: m[1]! }]],
];

/** Headers: the log tool joins the first line of what follows onto the header line. */
const HEADERS: Rule[] = [
  [/^SETUP:(?: :)? (.*)$/, (m) => body(m[1]!)],
  [
    new RegExp(`^Turn (\\d+), ${SIDE} AR(\\d+): (.*?):(?: (.*))?$`),
    (m) => withRest({ kind: "action_round", turn: Number(m[1]), side: side(m[2]!), round: Number(m[3]), card: m[4]! }, m[5]),
  ],
  [/^Turn (\d+), Headline Phase: (.*?):(?: (.*))?$/, (m) => withRest({ kind: "headline_phase", turn: Number(m[1]), cards: m[2]!.split(" & ").filter(Boolean) }, m[3])],
  [/^Turn (\d+), Cleanup(?:: (.*))?$/, (m) => withRest({ kind: "cleanup", turn: Number(m[1]) }, m[2])],
  [/^: :(?: (.*))?$/, (m) => withRest({ kind: "end_marker" }, m[1])],
];

function withRest(head: Entry, rest: string | undefined): Entry[] | null {
  if (rest === undefined || rest.trim() === "") return [head];
  const more = body(rest);
  return more ? [head, ...more] : null;
}

function body(text: string): Entry[] | null {
  for (const [re, make] of BODY) {
    const m = re.exec(text);
    if (m) return make(m);
  }
  return null;
}

function score(text: string): number {
  if (text === "even") return 0;
  const [who, n] = text.split(" ");
  return who === "US" ? Number(n) : -Number(n);
}

/** Parses one line: its entries (none for a blank line), or null when no form matches. */
export function parseLine(text: string): Entry[] | null {
  const t = text.replace(/\r$/, "").trim();
  if (t === "") return [];
  for (const [re, make] of HEADERS) {
    const m = re.exec(t);
    if (m) return make(m);
  }
  return body(t);
}

export function parseLog(file: string, text: string): ParsedLog {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const entries: LocatedEntry[] = [];
  const unparsed: UnparsedLine[] = [];
  lines.forEach((raw, i) => {
    const t = raw.replace(/\r$/, "").trim();
    const parsed = parseLine(t);
    if (parsed === null) unparsed.push({ line: i + 1, text: t });
    else for (const e of parsed) entries.push({ ...e, line: i + 1, text: t });
  });
  return { file, entries, unparsed, lines: lines.length };
}
