import { randomBytes } from 'node:crypto';
import { Code, isStaffRole, translate } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { logOperation } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { localeOf } from '../../lib/reply.js';
import { users } from '../accounts/accounts.tables.js';
import { clearLoginFailures } from '../auth/login-guard.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { identities } from '../identity/identity.tables.js';
import { confirmPassword } from '../registration/portal-password.js';
import { surveyResponses } from '../survey/survey.tables.js';
import { deleteUploadsOf } from '../uploads/uploads.service.js';
import { enqueueAccountNotice } from '../verification/account-mail.js';
import { forgetCodesOf } from '../verification/verification-codes.js';
import { ownAccount } from './profile.service.js';

/**
 * Closes the caller's account (PIPL: the holder may have their personal data deleted). Deleted:
 * authentication records, uploads, phone, organisation, name (→ a placeholder), the address
 * (→ a placeholder that cannot receive mail) and the password (→ an unknowable one). Kept, as the
 * law requires: the user row itself, disabled, so applications and the logs still point to an
 * account, and those records. Staff accounts are closed by an administrator, not this way.
 */
export async function deleteOwnAccount(request: FastifyRequest, userId: string, password: string): Promise<void> {
  const { db, privateFiles, config } = request.server;
  const user = await ownAccount(db, userId);
  if (isStaffRole(user.role)) throw new AppError(Code.FORBIDDEN, 'error.staffCannotDelete', {}, 403);
  await confirmPassword(request, user.passwordHash, password, 'password');
  const locale = localeOf(request);
  const placeholderName = translate(locale, 'account.deletedName');
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'), config.argon2);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(identities).where(eq(identities.userId, userId));
    await forgetCodesOf(tx, user.email);
    await clearLoginFailures(tx, user.email);
    // The survey answers stay for the statistics, without who gave them.
    await tx
      .update(surveyResponses)
      .set({ email: null, name: placeholderName })
      .where(eq(surveyResponses.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: placeholderName,
        phone: null,
        organization: null,
        status: 'disabled',
        passwordHash: unusableHash,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, 'disabled');
    await enqueueAccountNotice(tx, config, locale, {
      to: user.email,
      subject: 'mail.accountDeletedSubject',
      text: 'mail.accountDeletedText',
      at: now,
    });
    await logOperation(tx, request, 'account.delete', userId);
    // Last, so a failure before it leaves every file in place with the rows that name them.
    await deleteUploadsOf(tx, privateFiles, userId);
  });
}
