// How the command line shows a file: from the current folder when the file is under it (what a
// user types), else its whole path — never a climb of `../../..` out of the current folder, which
// is longer than the path itself and differs from what `validate` shows for the same file.
import { isAbsolute, relative, resolve } from "node:path";

export function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  if (fromHere === "") return path;
  return fromHere.startsWith("..") || isAbsolute(fromHere) ? resolve(path) : fromHere;
}
