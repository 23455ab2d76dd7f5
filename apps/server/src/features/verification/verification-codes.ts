import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Code, translate, VERIFICATION_CODE } from '@cityip/contracts';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { localeOf } from '../../lib/reply.js';
import { enqueueMail, enqueueSms, type OutgoingMail } from '../notifications/outbox.js';
import { accountMail } from './account-mail.js';
import { verificationCodes } from './verification.tables.js';

/** What a code proves; a code of one purpose never passes the check of another. */
export type CodePurpose = 'register' | 'resetPassword' | 'changeEmail' | 'phone' | 'consult' | 'consultLookup';
export type CodeChannel = 'email' | 'sms';

export interface CodeRequest {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** An email address or a phone number. */
  target: string;
}

const HOUR_MS = 3_600_000;

/**
 * How an address is stored: a hash of its lower-case form (emails compare lower-case, as accounts
 * store them), so the limits work without keeping anyone's email or phone in this table.
 */
function targetKey(target: string): string {
  return createHash('sha256').update(target.trim().toLowerCase()).digest('hex');
}

/**
 * The stored form of a code. Salted with the row id so equal codes never share a hash; the code
 * lives ten minutes and dies after five wrong tries, so a slow hash would buy nothing here.
 */
function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/**
 * Checks the resend cool-down and the hourly limits, then records a send, all under a lock on the
 * address so parallel requests for one address cannot slip past its limits together (the per-IP
 * limit is a coarser guard and may be overshot by a request or two). `deliver` runs in the same
 * transaction: a refused send queues nothing.
 */
async function recordSend(
  request: FastifyRequest,
  input: CodeRequest,
  deliver: (tx: Tx, code: string) => Promise<unknown>,
): Promise<void> {
  const target = targetKey(input.target);
  const now = Date.now();
  const hourAgo = new Date(now - HOUR_MS);
  await request.server.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${target}`}))`);
    await tx.delete(verificationCodes).where(lt(verificationCodes.createdAt, hourAgo));
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + VERIFICATION_CODE.resendSeconds * 1000 - now : 0;
    if (waitMs > 0) {
      throw new AppError(Code.TOO_MANY_REQUESTS, 'error.codeCoolDown', { seconds: Math.ceil(waitMs / 1000) });
    }
    const [byTarget] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, hourAgo)));
    const [byIp] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, request.ip), gt(verificationCodes.createdAt, hourAgo)));
    if ((byTarget?.n ?? 0) >= VERIFICATION_CODE.perTargetPerHour || (byIp?.n ?? 0) >= VERIFICATION_CODE.perIpPerHour) {
      throw new AppError(Code.TOO_MANY_REQUESTS, 'error.codeSendLimit');
    }
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
    await tx.insert(verificationCodes).values({
      id,
      purpose: input.purpose,
      channel: input.channel,
      target,
      codeHash: hashCode(id, code),
      ip: request.ip,
      expiresAt: new Date(now + VERIFICATION_CODE.ttlMinutes * 60_000),
    });
    await deliver(tx, code);
  });
}

/**
 * Sends a new 6-digit code by mail or SMS (through the notification outbox), within the resend
 * cool-down and the per-address and per-IP hourly limits (429 otherwise). The code is never logged.
 */
export async function sendVerificationCode(request: FastifyRequest, input: CodeRequest): Promise<void> {
  const { config } = request.server;
  const locale = localeOf(request);
  await recordSend(request, input, (tx, code) => {
    if (input.channel === 'sms') {
      return enqueueSms(tx, {
        phone: input.target,
        event: 'verificationCode',
        params: { code, minutes: String(VERIFICATION_CODE.ttlMinutes) },
      });
    }
    return enqueueMail(
      tx,
      accountMail(config, locale, {
        to: input.target.trim().toLowerCase(),
        event: 'verificationCode',
        subject: 'mail.codeSubject',
        text: 'mail.codeText',
        params: {
          purpose: translate(locale, `mail.codePurpose.${input.purpose}` as const),
          code,
          minutes: VERIFICATION_CODE.ttlMinutes,
        },
      }),
    );
  });
}

/**
 * Counts a code request against the same limits without sending a code, optionally mailing
 * `notice` instead: for an address that must not get a code (no account to reset, an address
 * already registered), so the caller's answer and limits look exactly like a real send.
 */
export async function spendCodeRequest(request: FastifyRequest, input: CodeRequest, notice?: OutgoingMail) {
  await recordSend(request, input, async (tx) => {
    if (notice) await enqueueMail(tx, notice);
  });
}

/**
 * Accepts the latest code sent to `target` for `purpose` once: a wrong code counts a try (the
 * fifth wrong try kills it), an expired, used or dead code is refused. Throws a translated 400.
 */
export async function checkVerificationCode(
  db: Db,
  input: { purpose: CodePurpose; target: string; code: string },
): Promise<void> {
  const target = targetKey(input.target);
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw refusal('error.codeExpired');
  if (row.attempts >= VERIFICATION_CODE.maxTries) throw refusal('error.codeTooManyTries');
  const given = Buffer.from(hashCode(row.id, input.code));
  if (timingSafeEqual(given, Buffer.from(row.codeHash))) {
    // The conditions repeat the checks above, so of two simultaneous uses only one wins.
    const [used] = await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, VERIFICATION_CODE.maxTries),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!used) throw refusal('error.codeExpired');
    return;
  }
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, VERIFICATION_CODE.maxTries)))
    .returning({ attempts: verificationCodes.attempts });
  const dead = !counted || counted.attempts >= VERIFICATION_CODE.maxTries;
  throw refusal(dead ? 'error.codeTooManyTries' : 'error.codeInvalid');
}

function refusal(key: 'error.codeExpired' | 'error.codeTooManyTries' | 'error.codeInvalid'): AppError {
  return new AppError(Code.BAD_REQUEST, key);
}

/** Removes the codes sent to an address (account deletion: the address is personal data). */
export async function forgetCodesOf(db: Db | Tx, target: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.target, targetKey(target)));
}
