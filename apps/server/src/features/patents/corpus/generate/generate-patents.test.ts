import type { CityProfile } from '@cityip/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import { parseApplicationNumber } from '../application-number.js';
import { canonicalClassification, industryOfIpc, ipcMatchesPrefix } from '../classification.js';
import type { PatentRecord } from '../patent-record.js';
import { limitProblems } from '../record-limits.js';
import { addMonths, toDay } from './dates.js';
import { generatePatents } from './generate-patents.js';
import { ABSTRACT_MAX, ABSTRACT_MIN } from './texts.js';

const AS_OF = '2026-06-30';
const options = { seed: 7, profile: DEMO_CITY_PROFILE, cityName: '示范市', asOf: AS_OF };
let corpus: PatentRecord[];

beforeAll(() => {
  corpus = [...generatePatents({ ...options, count: 20_000 })];
});

/** The records breaking `rule`, by application number and the broken rule's message (empty: all pass). */
function violations(records: readonly PatentRecord[], rule: (p: PatentRecord) => string | null): string[] {
  const found: string[] = [];
  for (const p of records) {
    const problem = rule(p);
    if (problem) found.push(`${p.applicationNumber}: ${problem}`);
  }
  return found.slice(0, 5);
}

const share = (predicate: (p: PatentRecord) => boolean, of: readonly PatentRecord[] = corpus) =>
  of.filter(predicate).length / of.length;
const days = (from: string, to: string) => toDay(to) - toDay(from);

describe('generated corpus', () => {
  it('is the same for the same seed, whether generated at once or in segments', () => {
    const once = [...generatePatents({ ...options, count: 300 })];
    const segments = [
      ...generatePatents({ ...options, count: 120 }),
      ...generatePatents({ ...options, count: 180, startId: 120 }),
    ];
    expect(segments).toEqual(once);
    expect(once).toEqual(corpus.slice(0, 300));
    const other = [...generatePatents({ ...options, seed: 8, count: 300 })];
    expect(other.filter((p, i) => p.title === once[i]?.title).length).toBeLessThan(30);
  });

  it('numbers patents in the CNIPA formats, with valid check digits and no repeats', () => {
    const series = { invention: '1', utility: '2', design: '3' } as const;
    const problems = violations(corpus, (p) => {
      const parsed = parseApplicationNumber(p.applicationNumber);
      if (parsed?.canonical !== p.applicationNumber) return 'application number format';
      if (parsed.checkDigit !== parsed.expectedCheckDigit) return 'check digit';
      if (parsed.patentType !== p.patentType) return 'type digit';
      if (parsed.year !== Number(p.applicationDate.slice(0, 4))) return 'year';
      if (!new RegExp(`^CN${series[p.patentType]}[01]\\d{7}${p.kindCode}$`).test(p.publicationNumber))
        return 'publication number';
      return null;
    });
    expect(problems).toEqual([]);
    expect(new Set(corpus.map((p) => p.applicationNumber)).size).toBe(corpus.length);
    expect(new Set(corpus.map((p) => p.publicationNumber)).size).toBe(corpus.length);
  });

  it('has the type shares of a city corpus', () => {
    expect(share((p) => p.patentType === 'invention')).toBeGreaterThan(0.35);
    expect(share((p) => p.patentType === 'invention')).toBeLessThan(0.5);
    expect(share((p) => p.patentType === 'utility')).toBeGreaterThan(0.38);
    expect(share((p) => p.patentType === 'utility')).toBeLessThan(0.52);
    expect(share((p) => p.patentType === 'design')).toBeGreaterThan(0.1);
    expect(share((p) => p.patentType === 'design')).toBeLessThan(0.2);
  });

  it('dates every event in order, none after the corpus date, filings growing over the years', () => {
    const problems = violations(corpus, (p) => {
      if (p.applicationDate < '2008-01-01') return 'filed before 2008';
      if (p.publicationDate <= p.applicationDate || p.publicationDate > AS_OF) return 'publication date';
      if (p.grantDate && (p.grantDate < p.publicationDate || p.grantDate > AS_OF)) return 'grant date';
      const dates = p.legalHistory.map((e) => e.date);
      if (dates.join() !== [...dates].sort().join() || dates.some((d) => d > AS_OF)) return 'history dates';
      if (p.legalHistory[0]?.code !== 'filed' || dates[0] !== p.applicationDate) return 'history start';
      return null;
    });
    expect(problems).toEqual([]);
    const filed = (year: number) => corpus.filter((p) => p.applicationDate.startsWith(String(year))).length;
    expect(filed(2024)).toBeGreaterThan(2 * filed(2012));
  });

  it('keeps legal status consistent with type, dates and history', () => {
    const after = (date: string, months: number) => addMonths(toDay(date), months);
    const problems = violations(corpus, (p) => {
      const last = p.legalHistory[p.legalHistory.length - 1]?.code ?? '';
      if (p.patentType === 'invention') {
        if (days(p.applicationDate, p.publicationDate) < 90) return 'published within three months';
        if (p.kindCode !== (p.grantDate ? 'B' : 'A')) return 'kind code';
        if (
          p.grantDate &&
          (toDay(p.grantDate) < after(p.applicationDate, 24) || toDay(p.grantDate) > after(p.applicationDate, 49))
        ) {
          return 'granted outside 2–4 years';
        }
      } else {
        // Utility models and designs are published by their grant, five to eight months after filing.
        if (p.legalStatus === 'pending') return 'pending utility model or design';
        if (p.grantDate !== p.publicationDate) return 'grant is not the publication';
        const delay = days(p.applicationDate, p.publicationDate);
        if (delay < 150 || delay > 247) return `granted after ${delay} days`;
      }
      const term = p.patentType === 'invention' ? 240 : p.patentType === 'utility' ? 120 : 180;
      if (p.legalStatus === 'valid' && (last !== 'granted' || after(p.applicationDate, term) <= toDay(AS_OF))) {
        return 'valid but not granted or past its term';
      }
      if (
        p.legalStatus === 'pending' &&
        (!['published', 'examination'].includes(last) || days(p.applicationDate, AS_OF) > 4 * 366)
      ) {
        return 'pending too long or after a decision';
      }
      if (p.legalStatus === 'invalid' && !['feeLapsed', 'expired', 'withdrawn', 'rejected'].includes(last)) {
        return 'invalid without an ending event';
      }
      return null;
    });
    expect(problems).toEqual([]);
    // Utility models filed before mid-2016 have reached their ten-year term.
    const old = corpus.filter((p) => p.patentType === 'utility' && p.applicationDate < '2016-01-01');
    expect(old.every((p) => p.legalStatus === 'invalid')).toBe(true);
    expect(share((p) => p.legalStatus === 'valid')).toBeGreaterThan(0.35);
    expect(share((p) => p.legalStatus === 'pending')).toBeGreaterThan(0.05);
  });

  it('classifies by IPC consistently and uses every district and key industry', () => {
    const problems = violations(corpus, (p) => {
      if (p.patentType === 'design') return p.ipcCodes.length === 0 && p.industry === null ? null : 'design with IPC';
      if (p.ipcMain !== p.ipcCodes[0] || p.ipcCodes.length > 4) return 'IPC list';
      if ([...p.ipcCodes, ...p.cpcCodes].some((code) => canonicalClassification(code) !== code)) return 'code form';
      return p.industry === industryOfIpc(p.ipcMain, DEMO_CITY_PROFILE) ? null : 'industry';
    });
    expect(problems).toEqual([]);
    const districts = new Set(corpus.map((p) => p.district));
    expect([...districts].sort()).toEqual(DEMO_CITY_PROFILE.districts.map((d) => d.code).sort());
    const industries = new Set(corpus.map((p) => p.industry).filter(Boolean));
    expect([...industries].sort()).toEqual(DEMO_CITY_PROFILE.industries.map((i) => i.code).sort());
    const classified = corpus.filter((p) => p.patentType !== 'design');
    expect(share((p) => p.industry === null, classified)).toBeGreaterThan(0.25);
    expect(share((p) => p.industry === null, classified)).toBeLessThan(0.35);
  });

  it('has a few big applicants and many small ones, with plausible names', () => {
    const filings = new Map<string, number>();
    for (const p of corpus) for (const a of p.applicants) filings.set(a.name, (filings.get(a.name) ?? 0) + 1);
    const counts = [...filings.values()].sort((a, b) => b - a);
    expect(counts.length).toBeGreaterThan(2000);
    expect((counts[0] as number) / corpus.length).toBeGreaterThan(0.01);
    expect(counts.slice(0, 10).reduce((a, b) => a + b, 0) / corpus.length).toBeGreaterThan(0.08);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(500);
    const districtNames = new Map(DEMO_CITY_PROFILE.districts.map((d) => [d.code, d.name]));
    const problems = violations(corpus, (p) => {
      if (p.applicants.length < 1 || p.applicants.length > 3) return 'applicant count';
      if (p.inventors.length < 1 || p.inventors.length > 6) return 'inventor count';
      if (!p.inventors.every((name) => /^\p{Script=Han}{2,4}$/u.test(name))) return 'inventor name';
      if (p.applicants[0]?.district !== p.district) return "district is not the first applicant's";
      return p.applicantAddress.startsWith(`示范市${districtNames.get(p.district ?? '')}`) ? null : 'address';
    });
    expect(problems).toEqual([]);
    const kinds = new Set(corpus.flatMap((p) => p.applicants.map((a) => a.kind)));
    expect([...kinds].sort()).toEqual(['company', 'hospital', 'individual', 'institute', 'university']);
    expect(filings.has('示范市第一人民医院') && filings.has('示范大学')).toBe(true);
  });

  it('writes Chinese titles, abstracts and claims in the CNIPA style, seldom the same title twice', () => {
    const documents = corpus.filter((p) => p.patentType !== 'design');
    expect(new Set(documents.map((p) => p.title)).size / documents.length).toBeGreaterThan(0.88);
    expect(
      share((p) => p.abstract.length >= ABSTRACT_MIN && p.abstract.length <= ABSTRACT_MAX, documents),
    ).toBeGreaterThan(0.98);
    const problems = violations(corpus, (p) => {
      if (p.patentType === 'design') {
        if (!p.abstract.includes(`本外观设计产品的名称：${p.title}。`)) return 'design description';
        return p.firstClaim === '' ? null : 'design with a claim';
      }
      if (!/^(一种.+|.+在.+中的应用)$/.test(p.title)) return 'title';
      if (!(p.patentType === 'utility' ? /^本实用新型公开了/ : /^本发明公开了/).test(p.abstract))
        return 'abstract opening';
      if (/undefined|null|\{o\}/.test(p.abstract + p.firstClaim)) return 'template leak';
      return /^1\. .+，其特征在于，.+。$/.test(p.firstClaim) ? null : 'claim';
    });
    expect(problems).toEqual([]);
  });

  it('offers an open licence on about 4% of valid patents, within their remaining term', () => {
    const valid = corpus.filter((p) => p.legalStatus === 'valid');
    const offered = corpus.filter((p) => p.licence);
    expect(offered.every((p) => p.legalStatus === 'valid')).toBe(true);
    expect(offered.length / valid.length).toBeGreaterThan(0.03);
    expect(offered.length / valid.length).toBeLessThan(0.05);
    const problems = violations(offered, (p) => {
      const l = p.licence as NonNullable<PatentRecord['licence']>;
      if (l.declaredOn < '2021-06-01' || l.declaredOn < (p.grantDate as string) || l.declaredOn > AS_OF)
        return 'declared';
      if (toDay(l.validUntil) !== addMonths(toDay(l.declaredOn), 12 * l.termYears) - 1) return 'term';
      const term = p.patentType === 'invention' ? 240 : p.patentType === 'utility' ? 120 : 180;
      if (toDay(l.validUntil) >= addMonths(toDay(p.applicationDate), term)) return 'beyond the patent term';
      if (
        (l.annualFee === null) !== (l.feeMode === 'royalty') ||
        (l.royaltyRate === null) !== (l.feeMode === 'lumpSum')
      ) {
        return 'fee mode';
      }
      return l.conditions.startsWith('许可方式为普通许可') && l.contactEmail.endsWith('@example.com') ? null : 'text';
    });
    expect(problems).toEqual([]);
  });

  it('keeps every patent within the bounds the answers state, and stops on a city name that breaks them', () => {
    const problems = violations(corpus, (p) => {
      const [problem] = limitProblems({ ...p, applicants: p.applicants.map((a) => a.name) });
      return problem ? `${problem.field} beyond ${problem.limit}` : null;
    });
    expect(problems).toEqual([]);
    // Company and hospital names start with the city's name.
    expect(() => [...generatePatents({ ...options, cityName: '长'.repeat(200), count: 50 })]).toThrow(
      /: applicants has an entry longer than 200 characters/,
    );
  });

  it('writes sensible patents for a city profile with other industries', () => {
    const profile: CityProfile = {
      districts: [{ code: 'east', name: '东城区', nameEn: 'East' }],
      timeZone: 'Asia/Shanghai',
      industries: [
        {
          code: 'agri',
          name: '现代农业',
          nameEn: 'Agriculture',
          description: '',
          descriptionEn: '',
          ipcPrefixes: ['A01G', 'A23L'],
        },
        { code: 'space', name: '航天', nameEn: 'Space', description: '', descriptionEn: '', ipcPrefixes: ['B64G'] },
      ],
    };
    const patents = [...generatePatents({ count: 3000, seed: 1, profile, cityName: '东海市', asOf: AS_OF })];
    const agri = patents.filter((p) => p.industry === 'agri');
    const space = patents.filter((p) => p.industry === 'space');
    expect(agri.length).toBeGreaterThan(300);
    expect(space.length).toBeGreaterThan(300);
    expect(agri.every((p) => ['A01G', 'A23L'].some((prefix) => ipcMatchesPrefix(p.ipcMain as string, prefix)))).toBe(
      true,
    );
    // Agriculture takes the agri-food vocabulary; space has none and gets neutral wording.
    expect(agri.some((p) => /种植|养殖|育苗|饮料|灌溉|大棚/.test(p.title))).toBe(true);
    expect(space.every((p) => p.ipcMain?.startsWith('B64G') && p.title.length > 4)).toBe(true);
    const others = patents.filter((p) => p.patentType !== 'design' && p.industry === null);
    expect(others.some((p) => p.ipcMain?.startsWith('A01G'))).toBe(false);
    expect(others.some((p) => p.ipcMain?.startsWith('G06N'))).toBe(true);
    expect(patents.every((p) => p.district === 'east' && p.applicants[0]?.name)).toBe(true);
    expect(patents.some((p) => p.applicants.some((a) => a.name === '东海大学'))).toBe(true);
  });
});
