// Three-way merge of text by lines (diff3): the file as the editor last read it (base), the
// editor's changes (mine) and the file as it is on disk now (theirs). Changes on one side only
// are taken; the same change on both is taken once; different changes to the same lines become a
// conflict, written with the usual markers so the user can pick and the YAML check points at it.

export interface MergeResult {
  text: string;
  conflicts: number;
}

export function mergeTexts(base: string, mine: string, theirs: string): MergeResult {
  const o = base.split("\n");
  const a = mine.split("\n");
  const b = theirs.split("\n");
  const ma = matchLines(o, a);
  const mb = matchLines(o, b);
  const out: string[] = [];
  let conflicts = 0;
  let i = 0;
  let ai = 0;
  let bi = 0;
  for (;;) {
    // The next base line both sides kept: everything before it is one chunk to resolve.
    let j = i;
    while (j < o.length && !(ma[j]! >= 0 && mb[j]! >= 0)) j++;
    const aEnd = j < o.length ? ma[j]! : a.length;
    const bEnd = j < o.length ? mb[j]! : b.length;
    const O = o.slice(i, j);
    const A = a.slice(ai, aEnd);
    const B = b.slice(bi, bEnd);
    if (same(A, O)) out.push(...B);
    else if (same(B, O) || same(A, B)) out.push(...A);
    else {
      conflicts++;
      out.push("<<<<<<< your changes", ...A, "=======", ...B, ">>>>>>> on disk");
    }
    if (j >= o.length) break;
    out.push(o[j]!);
    i = j + 1;
    ai = aEnd + 1;
    bi = bEnd + 1;
  }
  return { text: out.join("\n"), conflicts };
}

function same(x: string[], y: string[]): boolean {
  return x.length === y.length && x.every((l, k) => l === y[k]);
}

/** For each line of `o`, the index of the line of `x` it matches in a longest common subsequence, or -1. */
function matchLines(o: string[], x: string[]): Int32Array {
  const m = new Int32Array(o.length).fill(-1);
  // Common prefix and suffix first: edits are usually small, which keeps the table small.
  let pre = 0;
  while (pre < o.length && pre < x.length && o[pre] === x[pre]) m[pre] = pre++;
  let suf = 0;
  while (suf < o.length - pre && suf < x.length - pre && o[o.length - 1 - suf] === x[x.length - 1 - suf]) {
    m[o.length - 1 - suf] = x.length - 1 - suf;
    suf++;
  }
  const n = o.length - pre - suf;
  const k = x.length - pre - suf;
  if (!n || !k) return m;
  // lengths[(r)(k+1) + c]: LCS length of o[pre+r..] and x[pre+c..].
  const w = k + 1;
  const len = new Uint32Array((n + 1) * w);
  for (let r = n - 1; r >= 0; r--) {
    for (let c = k - 1; c >= 0; c--) {
      len[r * w + c] = o[pre + r] === x[pre + c] ? len[(r + 1) * w + c + 1]! + 1 : Math.max(len[(r + 1) * w + c]!, len[r * w + c + 1]!);
    }
  }
  let r = 0;
  let c = 0;
  while (r < n && c < k) {
    if (o[pre + r] === x[pre + c]) {
      m[pre + r] = pre + c;
      r++;
      c++;
    } else if (len[(r + 1) * w + c]! >= len[r * w + c + 1]!) r++;
    else c++;
  }
  return m;
}
