import type { CityProfile } from '@cityip/contracts';
import type { LegalStatus, PatentType } from '@cityip/patent-query';
import { placeStem } from '../generate/places.js';
import type { ApplicantKind } from '../patent-record.js';

/** Detailed statuses of exports, grouped as the portal's three (`LS`). */
export const STATUS_WORDS: Readonly<Record<string, LegalStatus>> = Object.fromEntries([
  ...['授权', '有效专利', '专利权维持', '维持'].map((w) => [w, 'valid']),
  ...['公开', '实质审查', '实质审查的生效', '实审', '在审', '审查中'].map((w) => [w, 'pending']),
  ...['无效', '驳回', '撤回', '视为撤回', '未缴年费', '期限届满', '权利终止', '专利权终止', '放弃', '届满'].map((w) => [
    w,
    'invalid',
  ]),
]) as Record<string, LegalStatus>;

/** A district by code, name or English name (`yunhu`, `云湖区`, `云湖`); else the first district named in the address. */
export function lookupDistrict(written: string, address: string, profile: CityProfile): string | null | undefined {
  if (written) {
    const w = written.toLowerCase();
    const found = profile.districts.find(
      (d) => d.code === w || d.name === written || d.nameEn.toLowerCase() === w || placeStem(d.name) === written,
    );
    return found ? found.code : undefined;
  }
  return profile.districts.find((d) => address.includes(d.name))?.code ?? null;
}

/** A key industry by code, name or English name. */
export function lookupIndustry(written: string, profile: CityProfile): string | undefined {
  const w = written.toLowerCase();
  return profile.industries.find((i) => i.code === w || i.name === written || i.nameEn.toLowerCase() === w)?.code;
}

/** What kind of applicant a name is, by the words Chinese names of such bodies carry. */
export function applicantKind(name: string): ApplicantKind {
  if (/大学|学院|学校/.test(name)) return 'university';
  if (/医院|卫生院|保健院|诊所/.test(name)) return 'hospital';
  if (/研究院|研究所|研究中心|科学院|实验室/.test(name)) return 'institute';
  if (/公司|厂|集团|企业|合作社|事务所|中心|\b(ltd|inc|gmbh|llc|co)\b/i.test(name)) return 'company';
  // Chinese personal names: two to four characters, or transliterations joined by a middle dot.
  return /^(\p{Script=Han}{2,4}|\p{Script=Han}{1,8}(·\p{Script=Han}{1,8})+)$/u.test(name) ? 'individual' : 'company';
}

/** The kind code a publication number or type implies. */
export function kindOf(type: PatentType, publicationNumber: string, grantDate: string | null): string {
  if (type === 'utility') return 'U';
  if (type === 'design') return 'S';
  return /([A-Z])\d?$/.exec(publicationNumber)?.[1] ?? (grantDate ? 'B' : 'A');
}
