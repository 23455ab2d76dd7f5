import { Code, decryptPassword, PortalPasswordSchema, translate } from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import { assertUncommonPassword } from '../../lib/common-passwords.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { localeOf } from '../../lib/reply.js';

/** The plain password inside a transport ciphertext, or a 400 naming `field`. */
export function decryptField(request: FastifyRequest, ciphertext: string, field: string): string {
  const plain = decryptPassword(ciphertext, request.server.config.loginAesKey);
  if (plain === null) {
    throw fieldRefusal(localeOf(request), [{ field, message: 'error.passwordUndecryptable' }]);
  }
  return plain;
}

/**
 * A new password from its ciphertext, checked against the portal's policy (8–64 characters,
 * three classes): the client checks the same schema, this is for clients that do not. Then the
 * common-password list and the holder's `email`, which only the server has (security case 2).
 */
export function readNewPassword(request: FastifyRequest, ciphertext: string, field: string, email: string): string {
  const plain = decryptField(request, ciphertext, field);
  if (!PortalPasswordSchema.safeParse(plain).success) {
    throw fieldRefusal(localeOf(request), [{ field, message: 'validation.portalPassword' }]);
  }
  assertUncommonPassword(localeOf(request), plain, email, field);
  return plain;
}

/** Confirms an action with the account's current password (ciphertext in `field`), else 400. */
export async function confirmPassword(
  request: FastifyRequest,
  passwordHash: string,
  ciphertext: string,
  field: string,
): Promise<void> {
  const plain = decryptField(request, ciphertext, field);
  if (!(await verifyPassword(passwordHash, plain))) {
    const message = translate(localeOf(request), 'error.wrongPassword');
    throw new AppError(Code.BAD_REQUEST, 'error.wrongPassword', {}, 400, { errors: [{ field, message }] });
  }
}
