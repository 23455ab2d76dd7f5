import {
  type ApplicationData,
  type ApplicationKindKey,
  Code,
  formOf,
  type Locale,
  localDateAt,
  type UploadRef,
} from '@cityip/contracts';
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { patentLicences, patents } from '../patents/patents.tables.js';
import { ownedUploads } from '../uploads/uploads.service.js';
import { applications } from './applications.tables.js';

/** An attachment of a submission, with the form field it was given for. */
export interface FieldUpload extends UploadRef {
  field: string;
}

/**
 * The uploads the data attaches, each checked to be the applicant's own (400 `validation.upload`
 * otherwise, never saying whose it is) and of a type its field accepts.
 */
export async function checkAttachments(
  db: Db,
  applicantId: string,
  kind: ApplicationKindKey,
  data: ApplicationData,
  locale: Locale,
): Promise<FieldUpload[]> {
  const result: FieldUpload[] = [];
  for (const field of formOf(kind)) {
    const ids = field.type === 'attachments' ? data[field.name] : null;
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const refs = await ownedUploads(db, applicantId, ids);
    if (field.accept && refs.some((ref) => !field.accept?.includes(ref.mime))) {
      throw fieldRefusal(locale, [{ field: `data.${field.name}`, message: 'validation.attachmentType' }]);
    }
    result.push(...refs.map((ref) => ({ ...ref, field: field.name })));
  }
  return result;
}

/** Choices the form takes from the city profile must be the city's (a key industry). */
export function checkCityChoices(
  config: Config,
  kind: ApplicationKindKey,
  data: ApplicationData,
  locale: Locale,
): void {
  const industries = new Set(config.cityProfile.industries.map((industry) => industry.code));
  for (const field of formOf(kind)) {
    if (field.optionsFrom !== 'industries') continue;
    const value = data[field.name];
    if (typeof value === 'string' && value !== '' && !industries.has(value)) {
      throw fieldRefusal(locale, [{ field: `data.${field.name}`, message: 'validation.industry' }]);
    }
  }
}

/** The applicant's latest filing that is not rejected, if any. */
async function currentFiling(db: Db, applicantId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.applicantId, applicantId),
        eq(applications.kind, 'preAuditFiling'),
        ne(applications.status, 'rejected'),
      ),
    )
    .orderBy(desc(applications.submittedAt))
    .limit(1);
  return row ?? null;
}

/** The patent behind an open-licence intent must be offered under open licence today. */
async function checkOpenLicence(db: Db, config: Config, data: ApplicationData, locale: Locale): Promise<void> {
  const today = localDateAt(new Date(), config.cityProfile.timeZone);
  const [offer] = await db
    .select({ id: patents.id })
    .from(patents)
    .innerJoin(patentLicences, eq(patentLicences.patentId, patents.id))
    .where(and(eq(patents.applicationNumber, String(data.patentNumber)), gte(patentLicences.validUntil, today)))
    .limit(1);
  if (!offer) throw fieldRefusal(locale, [{ field: 'data.patentNumber', message: 'error.patentNotOpenLicence' }]);
}

/** Facts of the data only the portal knows: a city industry, a patent under open licence. */
export async function checkDataFacts(
  db: Db,
  config: Config,
  kind: ApplicationKindKey,
  data: ApplicationData,
  locale: Locale,
): Promise<void> {
  checkCityChoices(config, kind, data, locale);
  if (kind === 'openLicenceIntent') await checkOpenLicence(db, config, data, locale);
}

/**
 * What a new application needs besides its form, checked before anything is stored; returns the
 * parent application (a pre-examination request's filing). A filing is made once (until
 * rejected); a request needs that filing completed (409 otherwise).
 */
export async function checkPrerequisites(
  db: Db,
  config: Config,
  applicantId: string,
  kind: ApplicationKindKey,
  data: ApplicationData,
  locale: Locale,
): Promise<string | null> {
  await checkDataFacts(db, config, kind, data, locale);
  if (kind === 'preAuditFiling' && (await currentFiling(db, applicantId))) {
    throw new AppError(Code.CONFLICT, 'error.preAuditFilingExists');
  }
  if (kind !== 'preAuditRequest') return null;
  const filing = await currentFiling(db, applicantId);
  if (filing?.status !== 'completed') throw new AppError(Code.CONFLICT, 'error.preAuditFilingRequired');
  return filing.id;
}
