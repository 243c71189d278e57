// Deterministic ids and tokens for the seed, random ones for what is created at run time.

/** mulberry32: a tiny seeded PRNG so the seed is identical on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomString(length: number, random: () => number = Math.random, alphabet = BASE62): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export function uuidFrom(random: () => number): string {
  const hex = randomString(32, random, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const newUuid = () => uuidFrom(Math.random);
export const newProjectToken = (random: () => number = Math.random) => `phc_${randomString(43, random)}`;
