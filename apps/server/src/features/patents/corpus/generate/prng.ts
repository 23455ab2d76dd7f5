/**
 * Seeded randomness for the generator. Every patent draws from its own stream, seeded by the
 * corpus seed and the patent's index, so patent i is the same whether a corpus is generated in
 * one pass or in segments (worker threads, `startId`).
 */

/** A 32-bit hash of the parts (FNV-1a over their text, then a murmur3 finaliser). */
export function hashSeed(...parts: readonly (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small, fast stream of uniform numbers with the helpers the generator needs. */
export class Random {
  private state: number;

  constructor(...seedParts: readonly (number | string)[]) {
    this.state = hashSeed(...seedParts);
  }

  /** Uniform in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value of `[value, weight]` pairs, in proportion to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, n);
  }
}

/** Weighted values drawn by binary search: for the lists drawn millions of times (surnames, fields). */
export class WeightedTable<T> {
  private readonly values: T[];
  private readonly cumulative: Float64Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('a weighted table needs entries');
    this.values = entries.map(([value]) => value);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += weight;
      this.cumulative[i] = total;
    });
  }

  draw(random: Random): T {
    const r = random.next() * (this.cumulative[this.cumulative.length - 1] as number);
    let lo = 0;
    let hi = this.values.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) <= r) lo = mid + 1;
      else hi = mid;
    }
    return this.values[lo] as T;
  }
}

/**
 * Ranks 0..n-1 drawn with probability ∝ 1/(rank+1)^s: a few applicants own many patents and
 * most own a handful, as in real patent data.
 */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(
    readonly size: number,
    exponent: number,
  ) {
    if (size < 1) throw new Error('Zipf over an empty range');
    this.cumulative = new Float64Array(size);
    let total = 0;
    for (let k = 0; k < size; k++) {
      total += 1 / (k + 1) ** exponent;
      this.cumulative[k] = total;
    }
    for (let k = 0; k < size; k++) this.cumulative[k] = (this.cumulative[k] as number) / total;
  }

  /** A rank (0 = the most frequent). */
  draw(random: Random): number {
    const r = random.next();
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
