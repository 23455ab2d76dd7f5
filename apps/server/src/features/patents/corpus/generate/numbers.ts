import type { PatentType } from '@cityip/patent-query';
import { formatApplicationNumber } from '../application-number.js';
import { hashSeed } from './prng.js';

const SERIALS = 10_000_000;

/**
 * A keyed pseudo-random permutation of 0..9,999,999: a 4-round Feistel network on 24 bits,
 * walked until the value falls in range (cycle walking keeps it a bijection). Patent i gets a
 * serial no other patent of the corpus has, in any order of generation, for up to ten million
 * patents, and neighbouring patents get unrelated serials, as real numbers look.
 */
function permute(index: number, key: number): number {
  let x = index % SERIALS;
  do {
    let left = x >>> 12;
    let right = x & 0xfff;
    for (let round = 0; round < 4; round++) {
      const mixed = hashSeed(key, round, right) & 0xfff;
      [left, right] = [right, left ^ mixed];
    }
    x = (left << 12) | right;
  } while (x >= SERIALS);
  return x;
}

/** Application and publication numbers of patent `index` of the corpus seeded `seed`. */
export function patentNumbers(
  seed: number,
  index: number,
  type: PatentType,
  applicationYear: number,
  publicationYear: number,
  kindCode: string,
): { applicationNumber: string; publicationNumber: string } {
  // Publication numbers run in series: CN10…/CN11… for inventions, CN20…/CN21… utility models, CN30… designs.
  const series = type === 'invention' ? 1 : type === 'utility' ? 2 : 3;
  const era = type === 'design' || publicationYear < 2020 ? 0 : 1;
  const publicationSerial = String(permute(index, hashSeed(seed, 'pn'))).padStart(7, '0');
  return {
    applicationNumber: formatApplicationNumber(applicationYear, type, permute(index, hashSeed(seed, 'an'))),
    publicationNumber: `CN${series}${era}${publicationSerial}${kindCode}`,
  };
}
