/**
 * A small seeded generator (mulberry32): the same seed gives the same data set on every machine, so a
 * benchmark's figures compare runs on identical histories.
 */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [min, max]. */
  readonly int: (min: number, max: number) => number;
  readonly chance: (p: number) => boolean;
  readonly pick: <T>(items: ReadonlyArray<T>) => T;
  /** A version-4-shaped UUID drawn from the sequence (not from the system's entropy). */
  readonly uuid: () => string;
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex32 = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    uuid: () => {
      const h = hex32() + hex32() + hex32() + hex32();
      const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
};
