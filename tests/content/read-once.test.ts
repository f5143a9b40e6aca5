// readingOnce (src/content/read-once.ts): each path read once, the same text given again; a read
// that threw is not kept (read, and thrown, again).
import { describe, expect, it } from "vitest";
import { readingOnce } from "../../src/content/read-once.js";

describe("readingOnce", () => {
  it("reads each path once and gives the same text again; a failed read is tried again", () => {
    const reads: string[] = [];
    let fail = true;
    const read = readingOnce((path) => {
      reads.push(path);
      if (path === "bad.yaml" && fail) throw new Error("unreadable");
      return path === "none.yaml" ? null : `text of ${path}`;
    });
    const first = read("a.yaml");
    expect(read("a.yaml")).toBe(first);
    expect(read("none.yaml")).toBeNull();
    expect(read("none.yaml")).toBeNull();
    expect(() => read("bad.yaml")).toThrow("unreadable");
    fail = false;
    expect(read("bad.yaml")).toBe("text of bad.yaml");
    expect(read("bad.yaml")).toBe("text of bad.yaml");
    expect(reads).toEqual(["a.yaml", "none.yaml", "bad.yaml", "bad.yaml"]);
  });
});
