// Results files: one game record per line (JSON Lines). Reading names the file and line of a
// broken record; merging puts several files' records in game order and refuses two different
// records for the same game.
import { readFileSync } from "node:fs";
import type { DiagnosticArgs } from "../diagnostics/diagnostic.js";
import { jsonBreakOff } from "../diagnostics/json-break.js";
import { SaidError } from "../diagnostics/said-error.js";
import type { GameRecord } from "./play-game.js";

/** A file of records that cannot be read or merged: its message `cli.records.*` (src/locales/). */
export class ResultsError extends SaidError {
  override name = "ResultsError";
}

const refused = (key: string, args: DiagnosticArgs, english: string) => new ResultsError({ key: `cli.records.${key}`, args }, english);

export function toJsonl(records: readonly GameRecord[]): string {
  return records.map((r) => JSON.stringify(r) + "\n").join("");
}

export function parseJsonl(text: string, file: string): GameRecord[] {
  const out: GameRecord[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    let r: unknown;
    try {
      r = JSON.parse(line);
    } catch (e) {
      const at = jsonBreakOff(line, e);
      throw refused("not_json", { file, line: i + 1, at: at ?? "none" }, `${file}:${i + 1}: not JSON${at === null ? "" : ` (it breaks off at character ${at})`}`);
    }
    const x = r as Partial<GameRecord>;
    if (typeof x !== "object" || x === null || typeof x.game !== "number" || typeof x.seed !== "number" || typeof x.bots !== "object" || typeof x.setup !== "object" || !Array.isArray(x.plays)) {
      throw refused("not_record", { file, line: i + 1 }, `${file}:${i + 1}: not a game record (it needs game, seed, setup, bots and plays)`);
    }
    if (x.gameId !== undefined && (typeof x.gameId !== "string" || !/^[a-z0-9][a-z0-9_-]*$/.test(x.gameId))) throw refused("bad_game_id", { file, line: i + 1, got: JSON.stringify(x.gameId) }, `${file}:${i + 1}: gameId must be a game's id (a folder name under cards/), got ${JSON.stringify(x.gameId)}`);
    out.push(x as GameRecord);
  });
  return out;
}

export function readJsonl(file: string): GameRecord[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw refused("unreadable", { file, reason }, `cannot read ${file}: ${reason}`);
  }
  return parseJsonl(text, file);
}

/** The game the records were played in (their gameId), or null when none says (files written before records named it). */
export function gameOf(records: readonly GameRecord[]): string | null {
  return records.find((r) => r.gameId !== undefined)?.gameId ?? null;
}

/** The key of the run a record belongs to: its content setup and the bots it pits (in any seat). */
export function runKey(r: GameRecord): string {
  return JSON.stringify([r.setup.scenario, [...r.setup.variants].sort(), [...r.setup.options].sort(), Object.values(r.bots).sort()]);
}

/** Records of several files as one run, in game order; the same game twice must be the same record. */
export function mergeRecords(files: { file: string; records: GameRecord[] }[]): GameRecord[] {
  const byGame = new Map<number, { record: GameRecord; file: string; text: string }>();
  let key: string | null = null;
  let keyFile = "";
  let gameId: { id: string; file: string } | null = null;
  for (const { file, records } of files) {
    for (const r of records) {
      // Records written before they named their game have no gameId: they join any run.
      if (r.gameId !== undefined) {
        if (gameId === null) gameId = { id: r.gameId, file };
        else if (r.gameId !== gameId.id) throw refused("two_games", { file, game: String(r.game), id: r.gameId, other: gameId.file, otherId: gameId.id }, `${file}: game ${r.game} is a game of ${r.gameId}, ${gameId.file} has games of ${gameId.id}`);
      }
      const k = runKey(r);
      if (key === null) [key, keyFile] = [k, file];
      else if (k !== key) throw refused("two_runs", { file, game: String(r.game), other: keyFile }, `${file}: game ${r.game} is from another run than ${keyFile} (setup or bots differ)`);
      const text = JSON.stringify(r);
      const seen = byGame.get(r.game);
      if (seen && seen.text !== text) throw refused("differs", { game: String(r.game), first: seen.file, file }, `game ${r.game} differs between ${seen.file} and ${file}`);
      if (!seen) byGame.set(r.game, { record: r, file, text });
    }
  }
  return [...byGame.values()].map((x) => x.record).sort((a, b) => a.game - b.game);
}
