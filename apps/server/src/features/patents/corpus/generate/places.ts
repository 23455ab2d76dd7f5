import type { District } from '@cityip/contracts';
import type { Random } from './prng.js';

/** The city's name without its administrative suffix: `示范市` → `示范` (for `示范大学`). */
export function placeStem(name: string): string {
  const stem = name.replace(/(特别行政区|自治州|自治县|新区|市|区|县|州|盟|旗)$/, '');
  return stem.length > 0 ? stem : name;
}

const ROADS = [
  '科技园路',
  '创新大道',
  '高新一路',
  '高新三路',
  '工业大道',
  '滨海大道',
  '学府路',
  '人民路',
  '建设路',
  '长江路',
  '中山路',
  '湖滨路',
  '软件园路',
  '产业园路',
  '青年路',
  '科学大道',
  '兴业路',
  '智造大道',
  '光明路',
  '环城东路',
] as const;

const BUILDINGS = ['', '', '', 'A栋', 'B栋', '1号楼', '2号楼', '3号楼', '研发楼', '综合楼'] as const;

/** A street address in `district` of `city`: `示范市云湖区科技园路168号A栋`. */
export function streetAddress(random: Random, city: string, district: District): string {
  const number = random.int(1, 999);
  const building = random.pick(BUILDINGS);
  const room =
    building && random.chance(0.4) ? `${random.int(1, 25)}${String(random.int(1, 20)).padStart(2, '0')}室` : '';
  return `${city}${district.name}${random.pick(ROADS)}${number}号${building}${room}`;
}
