// The quick check's answer goes from the engine worker to the page through shared memory
// (editor/src/game/quick-lane.ts): the page must read exactly the message written for its edit,
// nothing for another edit, and nothing while a message is being written.
import { describe, expect, it } from "vitest";
import { LANE_BYTES, LaneReader, LaneWriter } from "../editor/src/game/quick-lane.js";
import type { BuildMessage } from "../editor/src/game/protocol.js";

const message = (n: number): BuildMessage => ({
  t: "build", ok: n % 2 === 0, games: ["cards/twilight-struggle"], contentRoot: "cards/twilight-struggle", ms: 1, version: 3, seq: n,
  diagnostics: Array.from({ length: n }, (_, i) => ({ code: "CW302", severity: "error" as const, message: `unknown name \`défcon_${i}\` — “quoted”`, file: "cards/twilight-struggle/cards/early-war.yaml", start: { line: 60 + i, column: 7 }, end: { line: 60 + i, column: 19 } })),
});

describe("the quick lane", () => {
  it("gives the page the message written for its edit, and nothing for another", () => {
    const reader = new LaneReader();
    const writer = new LaneWriter(reader.buffer);
    expect(reader.read(1)).toBeNull();
    expect(writer.write(1, message(1))).toBe(true);
    expect(reader.read(1)).toEqual(message(1));
    expect(reader.read(2)).toBeNull();
    // A later answer replaces it; a shorter one after a longer one is read to its own end.
    expect(writer.write(2, message(40))).toBe(true);
    expect(writer.write(3, message(2))).toBe(true);
    expect(reader.read(2)).toBeNull();
    expect(reader.read(3)).toEqual(message(2));
  });

  it("a message too long for the lane is not written: the page is told there is none (the worker's message alone answers)", () => {
    const reader = new LaneReader();
    const writer = new LaneWriter(reader.buffer);
    const big = { ...message(4), games: ["x".repeat(LANE_BYTES)] };
    expect(writer.write(5, big)).toBe(false);
    expect(reader.read(5)).toBe("none");
  });

  it("no quick answer to an edit: the page is told so, and a wait for an edit not answered ends empty-handed", () => {
    const reader = new LaneReader();
    const writer = new LaneWriter(reader.buffer);
    writer.none(8);
    expect(reader.await(8, 1000)).toBe("none");
    // Nothing written for edit 9: the wait ends after its time, empty-handed.
    expect(reader.await(9, 5)).toBeNull();
  });

  it("says whether the worker has taken an edit, so that the page waits longer only for an answer on its way", () => {
    const reader = new LaneReader();
    const writer = new LaneWriter(reader.buffer);
    expect(reader.started(4)).toBe(false);
    writer.started(4);
    expect(reader.started(4)).toBe(true);
    // A later edit is not started by an earlier one's check; an earlier one counts as taken.
    expect(reader.started(5)).toBe(false);
    expect(reader.started(3)).toBe(true);
    // Started but not answered yet: the longer wait still ends empty-handed; then the answer is read.
    expect(reader.await(4, 0, 5)).toBeNull();
    writer.write(4, message(2));
    expect(reader.await(4, 0, 5)).toEqual(message(2));
    // The answer does not overwrite what the page reads as started, and the header does not overlap the message.
    expect(reader.started(4)).toBe(true);
    expect(reader.read(4)).toEqual(message(2));
  });

  it("while a message is being written, the slot reads as empty", () => {
    const reader = new LaneReader();
    const writer = new LaneWriter(reader.buffer);
    writer.write(7, message(3));
    // The writer empties the slot first (what a reader sees in the middle of a write).
    new Int32Array(reader.buffer, 0, 1)[0] = 0;
    expect(reader.read(7)).toBeNull();
  });
});
