import type { CityProfile, District } from '@cityip/contracts';
import type { ApplicantKind } from '../patent-record.js';
import type { Field } from './fields.js';
import { personName } from './people.js';
import { placeStem, streetAddress } from './places.js';
import { Random, Zipf } from './prng.js';

/** An organisation of the generated city, with what its patents need. */
export interface Organisation {
  /** Stable number, seeds the organisation's inventor team. */
  id: number;
  name: string;
  kind: Exclude<ApplicantKind, 'individual'>;
  district: District;
  address: string;
  /** Researchers who may appear as its inventors (big applicants have big teams). */
  teamSize: number;
}

/** Organisations ranked by size; `draw` picks one with a Zipf law, so a few file most patents. */
export interface RankedPool {
  members: readonly Organisation[];
  draw(random: Random): Organisation;
}

export interface ApplicantPool {
  /** Companies of each field (key by industry code, '' for the rest). */
  companies: ReadonlyMap<string, RankedPool>;
  universities: RankedPool;
  hospitals: RankedPool;
  institutes: RankedPool;
}

const COMPANIES_PER_KEY_INDUSTRY = 600;
const COMPANIES_OUTSIDE = 1500;
const ZIPF_EXPONENT = 0.85;

const BRAND_FIRST = [
  ...'智华云天星博恒鼎凯瑞中创精海蓝致卓宏宇德嘉康安腾明启晟新正弘融聚泰景拓睿优远金光科众诚信汇盛晶微芯航',
];
const BRAND_SECOND = [
  ...'芯创图擎辰远信盛瑞丰联新工纳海达越航力禾泰安飞德源科途智维特能锐宸晖驰迈峰鑫视讯博宏昇澜川舟',
];

/** The fictional organisations of the city, the same for a given seed, profile and city name. */
export function buildApplicantPool(
  seed: number,
  profile: CityProfile,
  cityName: string,
  fields: readonly Field[],
): ApplicantPool {
  const random = new Random(seed, 'applicants');
  const stem = placeStem(cityName);
  const names = new Set<string>();
  let nextId = 0;
  const organisation = (name: string, kind: Organisation['kind'], district: District, rank: number): Organisation => {
    names.add(name);
    return {
      id: nextId++,
      name,
      kind,
      district,
      address: streetAddress(random, cityName, district),
      teamSize: Math.min(400, Math.max(6, Math.round(8 + 400 / (rank + 1) ** 0.6))),
    };
  };

  const companies = new Map<string, RankedPool>();
  for (const field of fields) {
    const count = field.industry ? COMPANIES_PER_KEY_INDUSTRY : COMPANIES_OUTSIDE;
    const districtWeights = profile.districts.map((d) => [d, 0.3 + 3 * random.next() ** 2] as const);
    const members: Organisation[] = [];
    for (let rank = 0; rank < count; rank++) {
      const district = random.weighted(districtWeights);
      const name = uniqueName(names, () => companyName(random, cityName, district, field, rank));
      members.push(organisation(name, 'company', district, rank));
    }
    companies.set(field.industry ?? '', ranked(members));
  }

  const fixed = (kind: Organisation['kind'], list: readonly (string | readonly [string, District])[]) =>
    ranked(
      list
        .map((entry) => (typeof entry === 'string' ? ([entry, random.pick(profile.districts)] as const) : entry))
        .filter(([name]) => !names.has(name))
        .map(([name, district], rank) => organisation(name, kind, district, rank)),
    );
  const city = cityName;
  return {
    companies,
    universities: fixed('university', [
      `${stem}大学`,
      `${stem}理工大学`,
      `${stem}科技大学`,
      `${stem}医科大学`,
      `${stem}工业大学`,
      `${stem}师范大学`,
      `${stem}职业技术学院`,
      `${stem}信息职业技术学院`,
      `${stem}农林大学`,
      `${stem}海洋大学`,
      `${stem}工程职业学院`,
      `${stem}城市学院`,
    ]),
    hospitals: fixed('hospital', [
      `${city}第一人民医院`,
      `${stem}大学附属第一医院`,
      `${city}第二人民医院`,
      `${city}中医院`,
      `${stem}医科大学附属医院`,
      `${city}妇幼保健院`,
      `${city}肿瘤医院`,
      `${city}第三人民医院`,
      `${city}儿童医院`,
      ...profile.districts.map((d) => [`${city}${d.name}人民医院`, d] as const),
    ]),
    institutes: fixed('institute', [
      `${city}产业技术研究院`,
      `${city}先进技术研究院`,
      `${city}新材料研究院`,
      `${city}智能制造研究院`,
      `${city}计量质量检测研究院`,
      `${city}生物医药研究院`,
      `${city}新能源研究院`,
      `${city}环境科学研究院`,
      `${city}信息技术研究院`,
      `${city}农业科学院`,
      `${city}建筑科学研究院`,
      `${city}特种设备检验研究院`,
      `${stem}大学${placeStem(profile.districts[0]?.name ?? '')}研究院`,
    ]),
  };
}

function ranked(members: Organisation[]): RankedPool {
  const zipf = new Zipf(Math.max(1, members.length), ZIPF_EXPONENT);
  return { members, draw: (random) => members[zipf.draw(random)] as Organisation };
}

function uniqueName(taken: ReadonlySet<string>, make: () => string): string {
  for (;;) {
    const name = make();
    if (!taken.has(name)) return name;
  }
}

/** `示范市云湖智芯半导体有限公司`: city, sometimes the district, a brand, the field's business, a legal form. */
function companyName(random: Random, city: string, district: District, field: Field, rank: number): string {
  const topic = random.weighted(field.topics);
  const business = random.pick(topic.business);
  const brand = random.pick(BRAND_FIRST) + random.pick(BRAND_SECOND);
  const place = random.chance(0.35) ? placeStem(district.name) : '';
  const big = rank < 15;
  const form = random.weighted([
    ['有限公司', big ? 2 : 12],
    ['股份有限公司', big ? 5 : 2],
    ['有限责任公司', 2],
    ['集团有限公司', big ? 3 : 0.3],
  ]);
  return `${city}${place}${brand}${business}${form}`;
}

/** A private inventor-applicant, living somewhere in the city. */
export function individual(random: Random, profile: CityProfile, cityName: string) {
  const district = random.pick(profile.districts);
  return { name: personName(random), district, address: streetAddress(random, cityName, district) };
}
