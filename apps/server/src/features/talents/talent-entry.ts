import type { IpcSection, Locale, MyTalent, TalentService, UploadRef } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { fieldRefusal } from '../../lib/errors.js';
import { openOptional, type SecretBox, sealOptional } from '../../lib/secret-box.js';
import { indexTokens } from '../../lib/text-search.js';
import { ownedUploads } from '../uploads/uploads.service.js';
import { uploads } from '../uploads/uploads.tables.js';
import { type NewTalentRow, type StoredQualification, type TalentRow, talents } from './talents.tables.js';

/**
 * What the applicant's form and the staff form share, validated by the contract schemas. Lists
 * arrive as the caller wrote them; {@link entryValues} removes repeats.
 */
export interface EntryInput {
  name: string;
  photoUploadId?: string | null | undefined;
  organisation: string;
  industries: string[];
  ipcSections: IpcSection[];
  services: TalentService[];
  profile: string;
  acceptsContact: boolean;
  phone?: string | undefined;
  email?: string | undefined;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Industries must be the city profile's key industries (400 naming the field otherwise). */
export function checkIndustries(config: Config, industries: readonly string[], locale: Locale): void {
  const known = new Set(config.cityProfile.industries.map((industry) => industry.code));
  const wrong = industries.findIndex((code) => !known.has(code));
  if (wrong >= 0) throw fieldRefusal(locale, [{ field: `industries.${wrong}`, message: 'validation.industry' }]);
}

/**
 * The photo an entry may show: unchanged, or an image the caller uploaded themselves (someone
 * else's upload, or one that is not an image, is refused without saying whose it is).
 */
export async function checkPhoto(
  db: Db,
  callerId: string,
  photoUploadId: string | null | undefined,
  current: string | null,
  locale: Locale,
): Promise<string | null> {
  if (!photoUploadId) return null;
  if (photoUploadId === current) return current;
  const refusal = fieldRefusal(locale, [{ field: 'photoUploadId', message: 'validation.talentPhoto' }]);
  const [photo] = await ownedUploads(db, callerId, [photoUploadId]).catch(() => {
    throw refusal;
  });
  if (!photo?.mime.startsWith('image/')) throw refusal;
  return photo.id;
}

/**
 * Columns of an entry from the form: lists without repeats, phone and email sealed (an absent
 * one stored as null), and the search tokens of name, organisation and profile.
 */
export function entryValues(secrets: SecretBox, input: EntryInput, email: string | null) {
  return {
    name: input.name,
    organisation: input.organisation,
    industries: unique(input.industries),
    ipcSections: unique(input.ipcSections).sort(),
    services: unique(input.services),
    profile: input.profile,
    acceptsContact: input.acceptsContact,
    phoneSealed: sealOptional(secrets, input.phone),
    emailSealed: sealOptional(secrets, email),
    searchTokens: indexTokens([input.name, input.organisation, input.profile].join('\n')),
    updatedAt: new Date(),
  } satisfies Partial<NewTalentRow>;
}

/**
 * Qualifications without repeats; a certificate number staff verified stays verified while the
 * applicant leaves it unchanged, a new or changed one waits for staff again.
 */
export function carryVerification(
  stated: readonly { kind: StoredQualification['kind']; number: string }[],
  previous: readonly StoredQualification[],
): StoredQualification[] {
  const key = (q: { kind: string; number: string }) => `${q.kind}\u0000${q.number}`;
  const verified = new Set(previous.filter((q) => q.verified).map(key));
  const seen = new Set<string>();
  const result: StoredQualification[] = [];
  for (const q of stated) {
    if (seen.has(key(q))) continue;
    seen.add(key(q));
    result.push({ kind: q.kind, number: q.number, verified: verified.has(key(q)) });
  }
  return result;
}

/** The photo's upload reference, for owner and staff screens. */
export async function photoRefOf(db: Db | Tx, uploadId: string | null): Promise<UploadRef | null> {
  if (!uploadId) return null;
  const [row] = await db
    .select({ id: uploads.id, name: uploads.name, mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row ?? null;
}

/** The whole entry with phone and email opened: only ever for its owner and for staff. */
export async function fullEntryOf(db: Db | Tx, secrets: SecretBox, row: TalentRow): Promise<MyTalent> {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    photo: await photoRefOf(db, row.photoUploadId),
    organisation: row.organisation,
    industries: row.industries,
    ipcSections: row.ipcSections,
    services: row.services,
    qualifications: row.qualifications,
    profile: row.profile,
    acceptsContact: row.acceptsContact,
    phone: openOptional(secrets, row.phoneSealed),
    email: openOptional(secrets, row.emailSealed),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The entry of `id`, or null. */
export async function talentById(db: Db | Tx, id: string): Promise<TalentRow | null> {
  const [row] = await db.select().from(talents).where(eq(talents.id, id));
  return row ?? null;
}
