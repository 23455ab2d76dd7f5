import { encryptPassword, type LoginResponse } from '@cityip/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type AppDeps, buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { type ApiRoute, apiRoutesOf } from './route-table.js';
import { testConfig } from './test-config.js';
import { cloneTestDatabase } from './test-db.js';

/** The seeded demo accounts of issue 2, by role. */
export const DEMO_LOGINS = {
  admin: { email: 'admin@demo.local', password: 'Admin@12345' },
  bus: { email: 'bus@demo.local', password: 'Bus@12345' },
  user: { email: 'company@demo.local', password: 'Company@12345' },
  common: { email: 'person@demo.local', password: 'Person@12345' },
  auditor: { email: 'auditor@demo.local', password: 'Auditor@12345' },
} as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
  /** Logs in through POST /api/login; returns the Authorization value 'bearer xxx'. */
  login(email: string, password: string): Promise<string>;
  loginAs(role: keyof typeof DEMO_LOGINS): Promise<string>;
  /** A fresh visitor token from POST /api/oauth/visitor, as 'bearer xxx'. */
  visitorToken(): Promise<string>;
  /** The /api routes (or those under `prefix`) this app registered, one entry per method. */
  apiRoutes(prefix?: string): ApiRoute[];
}

/** The app on its own fresh copy of the migrated, seeded test database. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'logStream' | 'storage'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await cloneTestDatabase();
  const registered: RouteOptions[] = [];
  const app = await buildApp({ config, db: database.db, ...deps, onRoute: (route) => registered.push(route) });
  await app.ready();

  const login = async (email: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: encryptPassword(password, config.loginAesKey) },
    });
    const body = response.json<LoginResponse>();
    if (body.code !== 200) throw new Error(`login ${email} failed: ${response.body}`);
    return `bearer ${body.token.access_token}`;
  };

  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
    login,
    loginAs: (role) => login(DEMO_LOGINS[role].email, DEMO_LOGINS[role].password),
    visitorToken: async () => {
      const response = await app.inject({ method: 'POST', url: '/api/oauth/visitor' });
      return `bearer ${response.json<LoginResponse>().token.access_token}`;
    },
    apiRoutes: (prefix) => apiRoutesOf(registered, prefix),
  };
}
