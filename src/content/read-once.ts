// A reader that reads each path once. A validate after an edit opens an edited file twice through
// the file memo (whether its data is the same as the report's, then the check made again), and
// each read is a pass of SHA-1 and one of UTF-8 decoding over the file (a locale file: 140 KB),
// and a new string the memo compares with its own. The second open gets what the first read
// (the stamp the reader recorded for the path is that read's). A read that threw is not kept.
import type { ReadFile } from "./open-file.js";

export function readingOnce(read: ReadFile): ReadFile {
  const texts = new Map<string, string | null>();
  return (path) => {
    if (texts.has(path)) return texts.get(path)!;
    const text = read(path);
    texts.set(path, text);
    return text;
  };
}
