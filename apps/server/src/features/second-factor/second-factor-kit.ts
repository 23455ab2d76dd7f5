import { type LoginResponse, type SecondFactorLoginResponse, TOTP, type TotpEnrolment } from '@cityip/contracts';
import { Secret, TOTP as Totp } from 'otpauth';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { users } from '../accounts/accounts.tables.js';

/** Test helpers of the second-factor suites: staff accounts, the login steps, codes as an app computes them. */

const PASSWORD = 'Staff@12345';
let created = 0;

/** A fresh staff account of `role` (its own lockout counter and authenticator). */
export async function createStaff(t: TestApp, role: 'admin' | 'bus' = 'admin') {
  created += 1;
  const email = `staff${created}-${Date.now()}@demo.local`;
  const [user] = await t.db
    .insert(users)
    .values({ email, name: `Staff ${created}`, role, passwordHash: await hashPassword(PASSWORD, t.config.argon2) })
    .returning();
  if (!user) throw new Error('staff insert returned no row');
  return { id: user.id, email, password: PASSWORD };
}

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
export function totpCode(secret: string, steps = 0): string {
  return Totp.generate({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    timestamp: Date.now() + steps * TOTP.period * 1000,
  });
}

/** Password login; returns the body and the bearer value of its token. */
export async function passwordLogin(t: TestApp, email: string, password = PASSWORD, extra = {}) {
  const body = (await postLogin(t, email, password, extra)).json<LoginResponse>();
  return { body, bearer: `bearer ${body.token?.access_token}` };
}

/** POST to a second-factor route with `bearer`. */
export function post(t: TestApp, url: string, bearer: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: auth(bearer), ...(payload ? { payload } : {}) });
}

/** Enrols a fresh account through the API; returns its secret, recovery codes and verified bearer. */
export async function enrolStaff(t: TestApp, role: 'admin' | 'bus' = 'admin') {
  const staff = await createStaff(t, role);
  const { bearer } = await passwordLogin(t, staff.email);
  const enrolment = (await post(t, '/api/second-factor/enrol', bearer)).json<{ data: TotpEnrolment }>().data;
  const confirmed = (
    await post(t, '/api/second-factor/enrol/confirm', bearer, { code: totpCode(enrolment.secret) })
  ).json<SecondFactorLoginResponse>();
  if (confirmed.code !== 200) throw new Error(`enrolment failed: ${JSON.stringify(confirmed)}`);
  return {
    ...staff,
    secret: enrolment.secret,
    recoveryCodes: confirmed.recoveryCodes ?? [],
    bearer: `bearer ${confirmed.token.access_token}`,
  };
}
