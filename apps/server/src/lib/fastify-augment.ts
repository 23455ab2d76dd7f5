import type { Module, Role } from '@cityip/contracts';
import type { Config } from '../config.js';

import type { Db } from '../db/client.js';
import type { FileStorage } from './file-storage.js';
import type { SecretBox } from './secret-box.js';
import type { TaskHandler } from './task-handler.js';

/** Who is calling, resolved from the bearer token by the authorization hook. */
export interface AuthContext {
  sessionId: string;
  kind: 'visitor' | 'user' | 'database';
  userId: string | null;
  role: Role;
  email: string | null;
  name: string;
  /** When the access token stops working. */
  expiresAt: Date;
  /** The session passed the second factor (security case 3); whether it must have is decided per request. */
  secondFactorVerified: boolean;
}

/**
 * Route access levels: `public` needs no token, `any` a visitor or user token, `user` a
 * registered user (visitor → 1401), `staff` a registered user of a back-office role (any module;
 * others → 403), `database` a database token.
 */
export type AuthMode = 'public' | 'any' | 'user' | 'staff' | 'database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    storage: FileStorage;
    /** The same storage, sealed with the data key: citizens' private uploads only. */
    privateFiles: FileStorage;
    /** Seals personal data and provider secrets at rest (DATA_ENCRYPTION_KEY). */
    secrets: SecretBox;
    /** Work begun after an answer went out (lib/after-answer.ts); app.close() waits for it. */
    afterAnswer(work: Promise<unknown>): void;
    /** Background task handlers by name (features/notifications/tasks.ts). */
    taskHandlers: Map<string, TaskHandler>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Business code of a refusal sent for this request, so the audit log records the outcome. */
    refusalCode: number | null;
  }
  interface FastifyContextConfig {
    /** Access level; an /api route without one (and without `module`) is refused. Ignored when `module` is set. */
    auth?: AuthMode;
    /** Back-office module: a registered user whose role canAccess(module), else 403. */
    module?: Module;
    /** Operation-log action name; defaults to `${method} ${route url}`. */
    action?: string;
    /** Also open to a session whose second factor is pending (security case 3): the second step itself, me, logout. */
    secondFactorPending?: 'allowed';
  }
}
