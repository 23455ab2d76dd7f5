import {
  localDateAt,
  TECH_DEMAND_LIMITS,
  type TechDemand,
  type TechDemandPublic,
  type TechDemandSummary,
} from '@cityip/contracts';
import type { Config } from '../../config.js';
import { indexTokens } from '../../lib/text-search.js';
import type { TechDemandRow } from './tech-demands.tables.js';

/** Today's date in the city (`YYYY-MM-DD`): a demand valid until yesterday has expired. */
export function cityToday(config: Config, now = new Date()): string {
  return localDateAt(now, config.cityProfile.timeZone);
}

/** The words the keyword search finds a demand by: its title and description, segmented. */
export function demandSearchTokens(title: string, description: string): string {
  return indexTokens(`${title}\n${description}`);
}

function excerptOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const max = TECH_DEMAND_LIMITS.excerpt;
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** A demand as the public list shows it: the company's name, never its account or contacts. */
export function toSummary(row: TechDemandRow, today: string): TechDemandSummary {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    industry: row.industry,
    ipcHints: row.ipcHints,
    modes: row.modes,
    budgetNegotiable: row.budgetNegotiable,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    validUntil: row.validUntil,
    expired: row.validUntil < today,
    contactViaPlatform: row.contactViaPlatform,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    excerpt: excerptOf(row.description),
    demo: row.demo,
  };
}

/** A published demand's public detail. */
export function toPublic(row: TechDemandRow, today: string): TechDemandPublic {
  return { ...toSummary(row, today), description: row.description };
}

/** A demand as its company and staff see it, whatever its status. */
export function toDemand(row: TechDemandRow, today: string): TechDemand {
  return {
    ...toPublic(row, today),
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
