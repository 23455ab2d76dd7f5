import {
  APPLICATION_KIND_KEYS,
  APPLICATION_KINDS,
  APPLICATION_RULES,
  type ApplicationKindInfo,
  formOf,
} from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { listColumnStatuses } from '../opening-times/opening-times.service.js';
import { callerIdentity, eligibilityOf } from './eligibility.js';

/**
 * The catalogue of online business (`/registerApply`): every kind with its form, whether its
 * column takes submissions now, who may apply, and whether the caller may.
 */
export async function listKinds(db: Db, config: Config, auth: AuthContext | null): Promise<ApplicationKindInfo[]> {
  const statuses = await listColumnStatuses(db, config.cityProfile.timeZone, new Date());
  const identity = await callerIdentity(db, auth);
  return APPLICATION_KIND_KEYS.map((kind) => {
    const { column, name, nameEn } = APPLICATION_KINDS[kind];
    const rule = APPLICATION_RULES[kind];
    const columnStatus = statuses.find((status) => status.key === column);
    if (!columnStatus) throw new Error(`no status for column ${column}`);
    return {
      kind,
      name,
      nameEn,
      column,
      columnStatus,
      form: [...formOf(kind)],
      roles: [...rule.roles],
      identity: rule.identity,
      dueDays: rule.dueDays,
      path: rule.path,
      eligibility: eligibilityOf(kind, auth, identity),
    };
  });
}
