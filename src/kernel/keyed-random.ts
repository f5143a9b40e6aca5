// The generator of games whose seed is a secret of 128 bits (32 hex digits), such as the tables
// `cardwright serve` hosts: every number drawn is a ChaCha20 block of the seed (the key) and a
// counter kept in the state, so a game is still a pure function of its seed and moves, and saves
// continue it. A player who sees many of the numbers drawn (their cards, the dice) cannot work
// back to the seed, and so to the cards they may not see: the small default generator
// (mulberry32, 32 bits of state) could be searched exhaustively from one's own hand.
// ChaCha20 as in RFC 8439 (20 rounds, 32-bit words), written from its description.

/** A secret seed: 32 hexadecimal digits (128 bits). */
export const WIDE_SEED = /^[0-9a-f]{32}$/;

let lastSeed = "";
let lastKey: number[] = [];

/** The eight key words: the seed's four words twice. */
function keyOf(seed: string): number[] {
  if (seed !== lastSeed) {
    const w = [0, 8, 16, 24].map((i) => parseInt(seed.slice(i, i + 8), 16) | 0);
    lastKey = [...w, ...w];
    lastSeed = seed;
  }
  return lastKey;
}

const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];
const x = new Int32Array(16);
const input = new Int32Array(16);

function quarter(a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 7);
}

const rotl = (v: number, n: number) => (v << n) | (v >>> (32 - n));

/** The first word of the ChaCha20 block for `key` and `counter` (nonce zero), as 0 ≤ n < 2³². */
export function chachaWord(key: readonly number[], counter: number): number {
  input.set(SIGMA, 0);
  for (let i = 0; i < 8; i++) input[4 + i] = key[i]!;
  input[12] = counter;
  input[13] = 0;
  input[14] = 0;
  input[15] = 0;
  x.set(input);
  for (let i = 0; i < 10; i++) {
    quarter(0, 4, 8, 12);
    quarter(1, 5, 9, 13);
    quarter(2, 6, 10, 14);
    quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15);
    quarter(1, 6, 11, 12);
    quarter(2, 7, 8, 13);
    quarter(3, 4, 9, 14);
  }
  return ((x[0]! + input[0]!) | 0) >>> 0;
}

/** The next number in [0, 1) of a game with a secret seed; `counter` is the state's draw count. */
export function keyedNext(seed: string, counter: number): number {
  return chachaWord(keyOf(seed), counter) / 4294967296;
}
