import { createTestApp, type TestApp } from './test-app.js';
import { tempDataDir } from './uploads.js';

/** An id no record has, for the not-found answers. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A test app and the sessions most feature tests act with. */
export interface RoleSessions {
  t: TestApp;
  /** The administrator: every back-office right. */
  admin: string;
  /** A back-office account without the feature's rights. */
  bus: string;
  /** A front-site visitor. */
  visitor: string;
}

/** Starts a test app with its own data folder (for uploads) and signs in as admin, bus and a visitor. */
export async function startWithRoleSessions(): Promise<RoleSessions> {
  const t = await createTestApp({ dataDir: tempDataDir() });
  return { t, admin: await t.loginAs('admin'), bus: await t.loginAs('bus'), visitor: await t.visitorToken() };
}
