import type { Role } from './roles.js';

/**
 * Back-office modules. Each server endpoint of the back office declares one module and is
 * authorised against this matrix; the web menu filters itself with the same matrix.
 */
export const MODULES = [
  'accounts',
  'links',
  'files',
  'preAudit',
  'applyForm',
  'home',
  'content',
  'dataStatistics',
  'openingTimes',
  'reportSurvey',
  'operationStats',
  'mailbox',
  'sms',
  'stations',
  'map',
  'logs',
  'applications',
  'logRetention',
  'workdays',
  'consultations',
  'evaluations',
  'patentData',
] as const;
export type Module = (typeof MODULES)[number];

const BUS_AND_ADMIN: readonly Role[] = ['bus', 'admin'];
const ADMIN_ONLY: readonly Role[] = ['admin'];
const AUDITOR_ONLY: readonly Role[] = ['auditor'];

/**
 * Which roles may use which back-office module (the spec leaves this to us; ARCHITECTURE.md
 * "Roles"): operations staff run content and services, only admins touch accounts, mail and
 * SMS settings. Separation of duties (三员分立): the auditor reads the logs and alone purges
 * them past the retention period; the admin, whose own acts the log records, may read it but
 * never purge it.
 */
export const PERMISSION_MATRIX: Record<Module, readonly Role[]> = {
  accounts: ADMIN_ONLY,
  links: BUS_AND_ADMIN,
  files: BUS_AND_ADMIN,
  preAudit: BUS_AND_ADMIN,
  applyForm: BUS_AND_ADMIN,
  home: BUS_AND_ADMIN,
  content: BUS_AND_ADMIN,
  dataStatistics: BUS_AND_ADMIN,
  openingTimes: BUS_AND_ADMIN,
  reportSurvey: BUS_AND_ADMIN,
  operationStats: BUS_AND_ADMIN,
  mailbox: ADMIN_ONLY,
  sms: ADMIN_ONLY,
  stations: BUS_AND_ADMIN,
  map: BUS_AND_ADMIN,
  logs: ['admin', 'auditor'],
  applications: BUS_AND_ADMIN,
  logRetention: AUDITOR_ONLY,
  // Issue 25: the working-day calendar and time limits, the consultation queue, 好差评 reviews.
  workdays: BUS_AND_ADMIN,
  consultations: BUS_AND_ADMIN,
  evaluations: BUS_AND_ADMIN,
  // Issue 26: reported data errors and their corrections, patent imports, companies' portfolio claims.
  patentData: BUS_AND_ADMIN,
};

/** Whether `role` may use back-office `module`. */
export function canAccess(role: string | null | undefined, module: Module): boolean {
  return PERMISSION_MATRIX[module].includes((role ?? '') as Role);
}

/** Whether `role` may enter the back office at all (some module is open to it). */
export function canEnterBackOffice(role: string | null | undefined): boolean {
  return MODULES.some((module) => canAccess(role, module));
}
