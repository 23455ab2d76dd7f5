import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, TOTP } from '@cityip/contracts';
import { Secret, TOTP as Totp } from 'otpauth';
import { hashToken } from '../auth/tokens.js';

const PARAMS = { algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period } as const;

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length for SHA1), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new Totp({ ...PARAMS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The time step `code` was generated for, searched one step either side of `now` (clock drift
 * and a code typed just as it changed), or null when it matches none. The caller refuses steps
 * already used, which is what makes a code single use.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = Totp.validate({
    ...PARAMS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    window: TOTP.window,
  });
  return delta === null ? null : Totp.counter({ period: TOTP.period, timestamp: now }) + delta;
}

/** Fresh recovery codes: 80 random bits each, base32 in four groups of four (`ABCD-EFGH-IJKL-MNOP`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ size: 10 }).base32;
    return text.match(/.{4}/g)?.join('-') ?? text;
  });
}

/** The stored form of a recovery code, whichever way it was typed (dashes, spaces, case). */
export function hashRecoveryCode(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}
