import { Code, type Locale, type MyTalent, type TalentApplicationInputSchema } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { users } from '../accounts/accounts.tables.js';
import { carryVerification, checkIndustries, checkPhoto, entryValues, fullEntryOf } from './talent-entry.js';
import { type TalentRow, talents } from './talents.tables.js';

type ApplicationInput = z.output<typeof TalentApplicationInputSchema>;

async function entryOfUser(db: Db, userId: string): Promise<TalentRow | null> {
  const [row] = await db.select().from(talents).where(eq(talents.userId, userId));
  return row ?? null;
}

/** One's own entry with its status and reject reason, or null when one never applied. */
export async function myTalent(db: Db, secrets: SecretBox, userId: string): Promise<MyTalent | null> {
  const row = await entryOfUser(db, userId);
  return row ? fullEntryOf(db, secrets, row) : null;
}

/**
 * Applies, or changes one's entry: either way it goes to review (`pending`) and leaves the public
 * directory until staff approve it again, so nothing unreviewed is ever public. The email defaults
 * to the account's. One entry per person: a second application rewrites the first.
 */
export async function applyForTalent(
  app: FastifyInstance,
  userId: string,
  input: ApplicationInput,
  locale: Locale,
): Promise<void> {
  const { db, secrets } = app;
  checkIndustries(app.config, input.industries, locale);
  const existing = await entryOfUser(db, userId);
  const photoUploadId = await checkPhoto(db, userId, input.photoUploadId, existing?.photoUploadId ?? null, locale);
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const values = {
    ...entryValues(secrets, input, input.email || account?.email || null),
    photoUploadId,
    qualifications: carryVerification(input.qualifications, existing?.qualifications ?? []),
    status: 'pending' as const,
    rejectReason: null,
    publishedAt: null,
  };
  if (existing) {
    await db.update(talents).set(values).where(eq(talents.id, existing.id));
    return;
  }
  try {
    await db.insert(talents).values({ ...values, userId });
  } catch (error) {
    // Two first applications at once: the one-entry-per-person index lets one in; the other updates it.
    if (!isUniqueViolation(error)) throw error;
    await db.update(talents).set(values).where(eq(talents.userId, userId));
  }
}

/** Withdraws one's entry: gone from the public at once; staff still see it, as withdrawn. */
export async function withdrawTalent(db: Db, userId: string): Promise<void> {
  const existing = await entryOfUser(db, userId);
  if (!existing) throw new AppError(Code.NOT_FOUND, 'error.talentNone');
  if (existing.status === 'withdrawn') throw new AppError(Code.CONFLICT, 'error.talentWithdrawn');
  await db
    .update(talents)
    .set({ status: 'withdrawn', publishedAt: null, updatedAt: new Date() })
    .where(eq(talents.id, existing.id));
}
