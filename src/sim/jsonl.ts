// Results files: one game record per line (JSON Lines). Reading names the file and line of a
// broken record; merging puts several files' records in game order and refuses two different
// records for the same game.
import { readFileSync } from "node:fs";
import type { GameRecord } from "./play-game.js";

export class ResultsError extends Error {
  override name = "ResultsError";
}

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
      throw new ResultsError(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
    }
    const x = r as Partial<GameRecord>;
    if (typeof x !== "object" || x === null || typeof x.game !== "number" || typeof x.seed !== "number" || typeof x.bots !== "object" || typeof x.setup !== "object" || !Array.isArray(x.plays)) {
      throw new ResultsError(`${file}:${i + 1}: not a game record (it needs game, seed, setup, bots and plays)`);
    }
    if (x.gameId !== undefined && (typeof x.gameId !== "string" || !/^[a-z0-9][a-z0-9_-]*$/.test(x.gameId))) throw new ResultsError(`${file}:${i + 1}: gameId must be a game's id (a folder name under cards/), got ${JSON.stringify(x.gameId)}`);
    out.push(x as GameRecord);
  });
  return out;
}

export function readJsonl(file: string): GameRecord[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new ResultsError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
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
        else if (r.gameId !== gameId.id) throw new ResultsError(`${file}: game ${r.game} is a game of ${r.gameId}, ${gameId.file} has games of ${gameId.id}`);
      }
      const k = runKey(r);
      if (key === null) [key, keyFile] = [k, file];
      else if (k !== key) throw new ResultsError(`${file}: game ${r.game} is from another run than ${keyFile} (setup or bots differ)`);
      const text = JSON.stringify(r);
      const seen = byGame.get(r.game);
      if (seen && seen.text !== text) throw new ResultsError(`game ${r.game} differs between ${seen.file} and ${file}`);
      if (!seen) byGame.set(r.game, { record: r, file, text });
    }
  }
  return [...byGame.values()].map((x) => x.record).sort((a, b) => a.game - b.game);
}
