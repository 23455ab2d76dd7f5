import {
  Code,
  type ConsultCodeInput,
  type ConsultLookupCodeInput,
  type ConsultLookupInput,
  type ConsultLookupResult,
} from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { consumeCaptcha } from '../auth/captcha.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { checkVerificationCode, sendVerificationCode, spendCodeRequest } from '../verification/verification-codes.js';
import { contactKey, signLookupToken } from './consultation-contact.js';
import { filesOf } from './consultations.service.js';
import { consultations } from './consultations.tables.js';
import { toAskerView } from './consultations.view.js';

/**
 * The captcha first (checked and burnt, as at registration), then the channel: a phone only when
 * the SMS platform is enabled.
 */
async function checkCodeRequest(request: FastifyRequest, input: ConsultCodeInput): Promise<void> {
  const { db } = request.server;
  if (!(await consumeCaptcha(db, input.captchaId, input.captchaCode))) {
    throw new AppError(Code.CAPTCHA_INVALID, 'error.captchaInvalid');
  }
  if (input.channel === 'sms' && !(await smsPlatformEnabled(db))) {
    throw new AppError(Code.BAD_REQUEST, 'error.consultSmsDisabled');
  }
}

/** Sends a visitor the code that proves the email or phone they ask with (the verification limits apply). */
export async function sendAskCode(request: FastifyRequest, input: ConsultCodeInput): Promise<void> {
  await checkCodeRequest(request, input);
  await sendVerificationCode(request, { purpose: 'consult', channel: input.channel, target: input.contact });
}

/** The question of a query number asked with `contact`, or null: the contact is matched by its keyed hash. */
async function questionOf(
  request: FastifyRequest,
  input: { queryNo: string; channel: 'email' | 'sms'; contact: string },
) {
  const [row] = await request.server.db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.queryNo, input.queryNo),
        eq(consultations.contactKey, contactKey(request.server.config, input.channel, input.contact)),
      ),
    );
  return row ?? null;
}

/**
 * Sends the look-up code only when the contact is the question's; otherwise the request is
 * counted against the same limits and answered alike, so this call cannot tell which query
 * numbers exist or whose they are.
 */
export async function sendLookupCode(request: FastifyRequest, input: ConsultLookupCodeInput): Promise<void> {
  await checkCodeRequest(request, input);
  const target = { purpose: 'consultLookup' as const, channel: input.channel, target: input.contact };
  if (await questionOf(request, input)) await sendVerificationCode(request, target);
  else await spendCodeRequest(request, target);
}

/**
 * A question by its query number for whoever proves its contact with the code; with a token
 * that lets them rate the reply for a while (`verifyConsultLookupToken`).
 */
export async function lookUp(request: FastifyRequest, input: ConsultLookupInput): Promise<ConsultLookupResult> {
  const { db, config } = request.server;
  await checkVerificationCode(db, { purpose: 'consultLookup', target: input.contact, code: input.code });
  const row = await questionOf(request, input);
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.consultLookupFailed');
  const { token, expiresAt } = signLookupToken(config, row.id, new Date());
  return {
    consultation: await askerViewOf(db, row, config.cityProfile.timeZone),
    lookupToken: token,
    lookupTokenExpiresAt: expiresAt.toISOString(),
  };
}

async function askerViewOf(db: Db, row: typeof consultations.$inferSelect, timeZone: string) {
  return toAskerView(row, (await filesOf(db, [row.id])).get(row.id) ?? [], timeZone);
}
