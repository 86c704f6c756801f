// Deterministic variety: the same (user, date, purpose) always yields the same choices,
// while another day or another user gets a different, equally valid selection.

/** 32-bit FNV-1a hash of a string. */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/** mulberry32: a tiny, well-distributed PRNG, enough for picking among texts. */
export const rngFrom = (...parts: readonly string[]): Rng => {
  let state = hash32(parts.join('\u241f'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
};

/** A seeded Fisher-Yates shuffle that leaves the input untouched. */
export const shuffled = <T>(rng: Rng, items: readonly T[]): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
};

/** One item, seeded. The list must not be empty. */
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)] as T;

/** `n` distinct items in seeded order (fewer if the list is shorter). */
export const sample = <T>(rng: Rng, items: readonly T[], n: number): T[] => shuffled(rng, items).slice(0, n);
