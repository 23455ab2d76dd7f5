import {
  Code,
  type CompanyIdentityInputSchema,
  IDENTITY_CONSENT_VERSION,
  type IdentityKind,
  type IdentityStatus,
  type MyIdentity,
  maskIdNumber,
  maskPhone,
  type PersonIdentityInputSchema,
  type UploadRef,
} from '@cityip/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { localeOf } from '../../lib/reply.js';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { users } from '../accounts/accounts.tables.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { ownedUploads } from '../uploads/uploads.service.js';
import { uploads } from '../uploads/uploads.tables.js';
import { checkVerificationCode } from '../verification/verification-codes.js';
import { type IdentityRow, identities } from './identity.tables.js';

export type { IdentityStatus } from '@cityip/contracts';

type PersonInput = z.output<typeof PersonIdentityInputSchema>;
type CompanyInput = z.output<typeof CompanyIdentityInputSchema>;

/** A user's latest submission with its licence, or null when they never submitted one. */
async function latestOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ identity: identities, license: uploads })
    .from(identities)
    .leftJoin(uploads, eq(uploads.id, identities.licenseUploadId))
    .where(eq(identities.userId, userId))
    .orderBy(desc(identities.submittedAt))
    .limit(1);
  return row ?? null;
}

/**
 * A user's authentication state for other features (may they apply?): their latest submission's
 * status, kind and name (real name or company name).
 */
export async function identityOf(
  db: Db,
  userId: string,
): Promise<{ status: IdentityStatus; kind: IdentityKind | null; name: string | null }> {
  const latest = await latestOf(db, userId);
  if (!latest) return { status: 'none', kind: null, name: null };
  return { status: latest.identity.status, kind: latest.identity.kind, name: latest.identity.name };
}

const NO_IDENTITY: MyIdentity = {
  status: 'none',
  kind: null,
  name: null,
  idNumberMasked: null,
  phoneMasked: null,
  creditCode: null,
  legalRepresentative: null,
  contactName: null,
  license: null,
  rejectReason: null,
  submittedAt: null,
  reviewedAt: null,
};

/** An upload row as the wire shows it. */
export function uploadRefOf(row: { id: string; name: string; mime: string; size: number } | null): UploadRef | null {
  return row ? { id: row.id, name: row.name, mime: row.mime, size: row.size } : null;
}

/** One's own authentication, ID number and phone masked (the account page). */
export async function myIdentity(db: Db, userId: string): Promise<MyIdentity> {
  const latest = await latestOf(db, userId);
  if (!latest) return NO_IDENTITY;
  const row = latest.identity;
  return {
    status: row.status,
    kind: row.kind,
    name: row.name,
    idNumberMasked: row.idNumberMasked,
    phoneMasked: row.phoneMasked,
    creditCode: row.creditCode,
    legalRepresentative: row.legalRepresentative,
    contactName: row.contactName,
    license: uploadRefOf(latest.license),
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * What every submission checks first: the kind fits the account (a person account authenticates
 * a person, a company account a company; back-office accounts either), and nothing is pending
 * or approved already.
 */
async function assertMaySubmit(db: Db, userId: string, kind: IdentityKind): Promise<void> {
  const [user] = await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, userId));
  if (user?.accountType && user.accountType !== kind) {
    throw new AppError(Code.BAD_REQUEST, 'error.identityKindMismatch', {}, 400);
  }
  const latest = await latestOf(db, userId);
  if (latest?.identity.status === 'pending') throw new AppError(Code.CONFLICT, 'error.identityPending');
  if (latest?.identity.status === 'approved') throw new AppError(Code.CONFLICT, 'error.identityApproved');
}

async function insertSubmission(db: Db, values: typeof identities.$inferInsert): Promise<IdentityRow> {
  try {
    const consent = { consentVersion: IDENTITY_CONSENT_VERSION, consentedAt: new Date() };
    const [row] = await db
      .insert(identities)
      .values({ ...values, ...consent })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // Two submissions at once: the one-pending index lets only the first in.
    if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'error.identityPending');
    throw error;
  }
}

/**
 * A person's authentication: the phone is proven by an SMS code when an SMS platform is enabled
 * (without one there is no way to text it). The ID number and phone are sealed before storage.
 */
export async function submitPersonIdentity(request: FastifyRequest, userId: string, input: PersonInput) {
  const { db, secrets } = request.server;
  await assertMaySubmit(db, userId, 'person');
  if (await smsPlatformEnabled(db)) {
    if (!input.smsCode) {
      throw fieldRefusal(localeOf(request), [{ field: 'smsCode', message: 'validation.verificationCode' }]);
    }
    await checkVerificationCode(db, { purpose: 'phone', target: input.phone, code: input.smsCode });
  }
  await insertSubmission(db, {
    userId,
    kind: 'person',
    name: input.realName,
    idNumberSealed: secrets.seal(input.idNumber),
    idNumberMasked: maskIdNumber(input.idNumber),
    phoneSealed: secrets.seal(input.phone),
    phoneMasked: maskPhone(input.phone) ?? '',
  });
}

/** Licences are scans or photos: an image or a PDF, nothing else. */
function isLicenseFile(upload: UploadRef): boolean {
  return upload.mime.startsWith('image/') || upload.mime === 'application/pdf';
}

/** A company's authentication with its business licence (the caller's own private upload). */
export async function submitCompanyIdentity(request: FastifyRequest, userId: string, input: CompanyInput) {
  const { db, secrets } = request.server;
  await assertMaySubmit(db, userId, 'company');
  const [license] = await ownedUploads(db, userId, [input.licenseUploadId]);
  if (!license || !isLicenseFile(license)) {
    throw fieldRefusal(localeOf(request), [{ field: 'licenseUploadId', message: 'validation.licenseFile' }]);
  }
  await insertSubmission(db, {
    userId,
    kind: 'company',
    name: input.companyName,
    creditCode: input.creditCode,
    legalRepresentative: input.legalRepresentative,
    contactName: input.contactName,
    phoneSealed: secrets.seal(input.contactPhone),
    phoneMasked: maskPhone(input.contactPhone) ?? '',
    licenseUploadId: license.id,
  });
}
