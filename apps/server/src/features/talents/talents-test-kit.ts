import type { AdminTalentDetail, TalentApplicationInput, TalentStaffInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { talents } from './talents.tables.js';

/** Test helpers of the talent pool suites (test-only code: nothing in the server imports it). */

let sequence = 0;

/** A valid application with a unique name (the demo city's industries), phone given, email left to the account. */
export function buildApplication(overrides: Partial<TalentApplicationInput> = {}): TalentApplicationInput {
  sequence += 1;
  return {
    name: `测试专家${sequence}号`,
    organisation: '示例大学知识产权学院',
    industries: ['biomed'],
    ipcSections: ['A', 'C'],
    services: ['drafting', 'consulting'],
    qualifications: [{ kind: 'patentAttorney', number: `4400${1000 + sequence}` }],
    profile: '长期从事生物医药领域专利撰写与布局分析。',
    acceptsContact: true,
    phone: `0755-8${String(1_000_000 + sequence).slice(1)}`,
    consent: true,
    ...overrides,
  };
}

/** A valid staff entry with a unique name and its own contact. */
export function buildStaffEntry(overrides: Partial<TalentStaffInput> = {}): TalentStaffInput {
  sequence += 1;
  return {
    name: `运营录入专家${sequence}号`,
    organisation: '示例技术转移中心',
    industries: ['nev'],
    ipcSections: ['B', 'H'],
    services: ['transfer'],
    qualifications: [{ kind: 'technologyBroker', number: `JJR${sequence}`, verified: false }],
    profile: '专注新能源汽车领域技术转移。',
    acceptsContact: true,
    phone: `13${String(900_000_000 + sequence)}`,
    email: `staff-added-${sequence}@example.com`,
    ...overrides,
  };
}

/** The id of the entry of `userId` (throws when there is none). */
export async function entryIdOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.db.select({ id: talents.id }).from(talents).where(eq(talents.userId, userId));
  if (!row) throw new Error('no talent entry');
  return row.id;
}

/** The staff form's values for an entry as staff see it (what the edit screen sends back). */
export function staffEditOf(detail: AdminTalentDetail): TalentStaffInput {
  return {
    name: detail.name,
    photoUploadId: detail.photo?.id ?? null,
    organisation: detail.organisation,
    industries: detail.industries,
    ipcSections: detail.ipcSections,
    services: detail.services,
    qualifications: detail.qualifications,
    profile: detail.profile,
    acceptsContact: detail.acceptsContact,
    phone: detail.phone ?? '',
    email: detail.email ?? '',
  };
}
