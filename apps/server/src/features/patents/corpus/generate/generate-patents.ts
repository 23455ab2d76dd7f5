import type { CityProfile } from '@cityip/contracts';
import type { PatentType } from '@cityip/patent-query';
import { industryOfIpc } from '../classification.js';
import type { ApplicantKind, ApplicantRecord, PatentRecord } from '../patent-record.js';
import { withinLimits } from '../record-limits.js';
import {
  type ApplicantPool,
  buildApplicantPool,
  individual,
  type Organisation,
  type RankedPool,
} from './applicants.js';
import { formatDay, toDay, today, yearOf } from './dates.js';
import { type Field, planFields } from './fields.js';
import { drawLicence } from './licence.js';
import { patentNumbers } from './numbers.js';
import { personName } from './people.js';
import { Random, WeightedTable } from './prng.js';
import { writePatentText } from './texts.js';
import { drawTimeline } from './timeline.js';
import type { Topic } from './vocabulary/index.js';

export interface GenerateOptions {
  count: number;
  seed: number;
  profile: CityProfile;
  /** The city's name, part of applicant names and addresses (`示范市…有限公司`). */
  cityName?: string;
  /** Index of the first patent: segments `[startId, startId + count)` of one corpus can be generated apart. */
  startId?: number;
  /** The corpus's "today" (`YYYY-MM-DD`): nothing is filed, published or granted after it. Default: today. */
  asOf?: string;
}

/**
 * A deterministic corpus of the city's patents: the same options give the same records, and
 * patent i does not depend on which other patents are generated with it.
 */
export function* generatePatents(options: GenerateOptions): Generator<PatentRecord> {
  const patent = patentGenerator(options);
  const start = options.startId ?? 0;
  for (let i = start; i < start + options.count; i++) yield patent(i);
}

/** Patent `index` of the corpus (building the generator once costs ~20 ms: keep it for many patents). */
export function patentGenerator(options: Omit<GenerateOptions, 'count' | 'startId'>): (index: number) => PatentRecord {
  const generator = new PatentGenerator(options);
  return (index) => generator.patent(index);
}

/** Mostly companies file; universities and hospitals file more inventions, individuals more designs. */
const FIRST_APPLICANT = (hospitalWeight: number) =>
  new WeightedTable<ApplicantKind>([
    ['company', 74],
    ['university', 12],
    ['institute', 4],
    ['hospital', hospitalWeight],
    ['individual', 8],
  ]);
/** Hospitals file five times as often in medical fields. */
const FIRST_APPLICANT_MEDICAL = FIRST_APPLICANT(10);
const FIRST_APPLICANT_OTHER = FIRST_APPLICANT(2);
const TYPE_BY_APPLICANT: Record<ApplicantKind, WeightedTable<PatentType>> = {
  company: new WeightedTable([
    ['invention', 38],
    ['utility', 47],
    ['design', 15],
  ]),
  university: new WeightedTable([
    ['invention', 72],
    ['utility', 26],
    ['design', 2],
  ]),
  institute: new WeightedTable([
    ['invention', 65],
    ['utility', 33],
    ['design', 2],
  ]),
  hospital: new WeightedTable([
    ['invention', 30],
    ['utility', 68],
    ['design', 2],
  ]),
  individual: new WeightedTable([
    ['invention', 15],
    ['utility', 55],
    ['design', 30],
  ]),
};

class PatentGenerator {
  private readonly seed: number;
  private readonly profile: CityProfile;
  private readonly cityName: string;
  private readonly asOf: number;
  private readonly fields: WeightedTable<Field>;
  private readonly pool: ApplicantPool;

  constructor(options: Omit<GenerateOptions, 'count' | 'startId'>) {
    if (options.profile.districts.length === 0) throw new Error('the city profile has no districts');
    this.seed = options.seed;
    this.profile = options.profile;
    this.cityName = options.cityName ?? '示范市';
    this.asOf = toDay(options.asOf ?? today());
    const fields = planFields(options.profile, options.seed);
    this.fields = new WeightedTable(fields.map((f) => [f, f.weight] as const));
    this.pool = buildApplicantPool(options.seed, options.profile, this.cityName, fields);
  }

  patent(index: number): PatentRecord {
    const random = new Random(this.seed, 'patent', index);
    const field = this.fields.draw(random);
    const first = this.firstApplicant(random, field);
    const type = TYPE_BY_APPLICANT[first.kind].draw(random);
    const { topic, ipcCodes } = this.classify(random, field, type);
    const text = writePatentText(random, topic, type);
    const applicants = [first, ...this.coApplicants(random, field, first)];
    const timeline = drawTimeline(random, type, first.kind, this.asOf);
    const applicationDate = formatDay(timeline.applicationDay);
    const numbers = patentNumbers(
      this.seed,
      index,
      type,
      yearOf(timeline.applicationDay),
      yearOf(timeline.publicationDay),
      timeline.kindCode,
    );
    const ipcMain = ipcCodes[0] ?? null;
    const licence =
      timeline.legalStatus === 'valid' && timeline.grantDay !== null
        ? drawLicence(random, type, timeline.grantDay, timeline.expiryDay, this.asOf, this.cityName, index)
        : null;
    return withinLimits({
      ...numbers,
      kindCode: timeline.kindCode,
      patentType: type,
      ...text,
      applicants: applicants.map(({ name, kind, district }) => ({ name, kind, district })),
      inventors: this.inventors(random, first, type),
      applicantAddress: first.address,
      district: first.district,
      ipcMain,
      ipcCodes,
      cpcCodes: type === 'invention' && random.chance(0.4) ? cpcCodes(random, ipcCodes) : [],
      applicationDate,
      publicationDate: formatDay(timeline.publicationDay),
      grantDate: timeline.grantDay === null ? null : formatDay(timeline.grantDay),
      legalStatus: timeline.legalStatus,
      legalHistory: timeline.legalHistory,
      industry: industryOfIpc(ipcMain, this.profile),
      citations: citations(random, type, timeline.grantDay !== null, this.asOf - timeline.publicationDay),
      licence,
    });
  }

  /** The main IPC code (from the field) with 0–3 more of the same topic; designs have none (Locarno, not IPC). */
  private classify(random: Random, field: Field, type: PatentType): { topic: Topic; ipcCodes: string[] } {
    if (type === 'design') return { topic: random.weighted(field.topics), ipcCodes: [] };
    const main = random.pick(field.codes);
    const others = [...main.topic.ipc, ...(main.topic.extraIpc ?? [])].filter((c) => c !== main.code);
    const extra = random.sample(
      others,
      random.weighted([
        [0, 35],
        [1, 30],
        [2, 20],
        [3, 15],
      ] as const),
    );
    return { topic: main.topic, ipcCodes: [main.code, ...extra] };
  }

  private firstApplicant(random: Random, field: Field): Applicant {
    const kind = (field.medical ? FIRST_APPLICANT_MEDICAL : FIRST_APPLICANT_OTHER).draw(random);
    return this.applicantOfKind(random, kind, field);
  }

  private applicantOfKind(random: Random, kind: ApplicantKind, field: Field): Applicant {
    if (kind === 'individual') {
      const person = individual(random, this.profile, this.cityName);
      return { name: person.name, kind, district: person.district.code, address: person.address, organisation: null };
    }
    const pool =
      kind === 'company'
        ? (this.pool.companies.get(field.industry ?? '') as RankedPool)
        : kind === 'university'
          ? this.pool.universities
          : kind === 'hospital'
            ? this.pool.hospitals
            : this.pool.institutes;
    return fromOrganisation(pool.draw(random));
  }

  /** 80% file alone; joint filings pair companies with universities and institutes, people with people. */
  private coApplicants(random: Random, field: Field, first: Applicant): Applicant[] {
    const count = random.weighted([
      [0, 80],
      [1, 16],
      [2, 4],
    ] as const);
    const partners: Applicant[] = [];
    for (let i = 0; i < count; i++) {
      const kind: ApplicantKind =
        first.kind === 'individual'
          ? 'individual'
          : random.weighted([
              ['company', first.kind === 'company' ? 50 : 60],
              ['university', first.kind === 'university' ? 15 : 35],
              ['institute', 12],
              ['hospital', field.medical ? 10 : 1],
            ] as const);
      const partner = this.applicantOfKind(random, kind, field);
      if (partner.name !== first.name && !partners.some((p) => p.name === partner.name)) partners.push(partner);
    }
    return partners;
  }

  /** 1–6 inventors; an organisation's come from its research team, so names recur across its patents. */
  private inventors(random: Random, first: Applicant, type: PatentType): string[] {
    const count = random.weighted([
      [1, type === 'design' ? 40 : 14],
      [2, 20],
      [3, 22],
      [4, 18],
      [5, 13],
      [6, 12],
    ] as const);
    const names = new Set<string>();
    if (!first.organisation) names.add(first.name);
    const team = first.organisation;
    for (let attempt = 0; names.size < count && attempt < count * 4; attempt++) {
      if (team) {
        // Team leaders (low numbers) are on many of the team's patents.
        const member = Math.floor(team.teamSize * random.next() ** 2);
        names.add(personName(new Random(this.seed, 'inventor', team.id, member)));
      } else {
        names.add(personName(random));
      }
    }
    return [...names];
  }
}

interface Applicant extends ApplicantRecord {
  address: string;
  organisation: Organisation | null;
}

function fromOrganisation(o: Organisation): Applicant {
  return { name: o.name, kind: o.kind, district: o.district.code, address: o.address, organisation: o };
}

/** CPC refines IPC: the same group, sometimes one level deeper (`G06N3/08` → `G06N3/084`). */
function cpcCodes(random: Random, ipcCodes: readonly string[]): string[] {
  return ipcCodes.slice(0, random.int(1, 2)).map((code) => {
    const subgroup = code.split('/')[1] ?? '';
    return subgroup.length === 2 && subgroup !== '00' && random.chance(0.5) ? `${code}${random.int(1, 9)}` : code;
  });
}

/** Forward citations grow with age and are rarer for utility models and designs. */
function citations(random: Random, type: PatentType, granted: boolean, daysSincePublication: number): number {
  const perYear = type === 'invention' ? (granted ? 1 : 0.4) : type === 'utility' ? 0.25 : 0.02;
  const mean = (perYear * Math.max(0, daysSincePublication)) / 365;
  return Math.floor(mean * -Math.log(1 - random.next()));
}
