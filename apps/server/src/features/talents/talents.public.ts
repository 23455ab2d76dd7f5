import { Code, type Page, type TalentCard, type TalentDetail, type TalentDirectoryQuery } from '@cityip/contracts';
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { matchesTsquery, parseKeywordQuery } from '../../lib/text-search.js';
import { type TalentRow, talents } from './talents.tables.js';

/**
 * The public side of the talent pool: what any visitor may see of a published entry. The cards
 * are built field by field from a whitelist, so phone, email, sealed columns and user ids can
 * never reach a public answer by a column added later.
 */

/** A published entry's public card. */
export function cardOf(row: TalentRow): TalentCard {
  return {
    id: row.id,
    name: row.name,
    organisation: row.organisation,
    industries: row.industries,
    ipcSections: row.ipcSections,
    services: row.services,
    qualifications: row.qualifications.map((q) => ({ kind: q.kind, verified: q.verified })),
    hasPhoto: row.photoUploadId !== null,
    demo: row.demo,
    acceptsContact: row.acceptsContact,
  };
}

const published = () => eq(talents.status, 'published');
/** A jsonb list column that holds `value`. */
const holds = (column: AnyColumn, value: string) => sql`${column} @> ${JSON.stringify([value])}::jsonb`;
const ORDER = [desc(talents.publishedAt), desc(talents.id)];

/**
 * `/talentPool`: published experts by industry, IPC section, service and verified qualification;
 * the keyword is searched in name, organisation and profile with the site's segmentation, best
 * match first.
 */
export async function searchTalents(db: Db, query: TalentDirectoryQuery): Promise<Page<TalentCard>> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const tsquery = query.keyword ? parseKeywordQuery(query.keyword).tsquery : null;
  // A keyword with nothing searchable in it (only punctuation) matches nothing rather than everything.
  if (query.keyword && !tsquery) return empty;
  const where = and(
    published(),
    tsquery ? matchesTsquery(talents.search, tsquery) : undefined,
    query.industry ? holds(talents.industries, query.industry) : undefined,
    query.ipcSection ? holds(talents.ipcSections, query.ipcSection) : undefined,
    query.service ? holds(talents.services, query.service) : undefined,
    query.verified === 'true' ? sql`${talents.qualifications} @> '[{"verified": true}]'::jsonb` : undefined,
  );
  const order = tsquery ? [sql`ts_rank(${talents.search}, to_tsquery('simple', ${tsquery})) desc`, ...ORDER] : ORDER;
  const rows = await db
    .select()
    .from(talents)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(talents).where(where);
  return { items: rows.map(cardOf), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function publishedRow(db: Db, id: string): Promise<TalentRow> {
  const [row] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), published()));
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.talentNotFound');
  return row;
}

/** `/talentPool/detail?id=`: a published expert's profile; anything else is 404. */
export async function publicTalent(db: Db, id: string): Promise<TalentDetail> {
  const row = await publishedRow(db, id);
  return { ...cardOf(row), profile: row.profile, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** A published expert's card, or null (for other features: the matchmaking names an expert by it). */
export async function publishedExpertCard(db: Db, id: string): Promise<TalentCard | null> {
  const [row] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), published()));
  return row ? cardOf(row) : null;
}

/** The upload behind a published expert's photo, or 404 (not published, or no photo). */
export async function publicPhotoUploadId(db: Db, id: string): Promise<string> {
  const row = await publishedRow(db, id);
  if (!row.photoUploadId) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return row.photoUploadId;
}

/** How many of `values` the jsonb list `column` holds. */
function overlap(column: AnyColumn, values: readonly string[]): SQL {
  return sql`(select count(*) from jsonb_array_elements_text(${column}) as held(value)
    where held.value in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}

/**
 * For other features (the matchmaking of a demand): public cards of published experts whose
 * industries or IPC sections overlap `field`, the largest overlap first, then the most recently
 * published.
 */
export async function publishedExpertsInField(
  db: Db,
  field: { industries: string[]; ipcSections: string[] },
  limit: number,
): Promise<TalentCard[]> {
  if (limit <= 0 || (field.industries.length === 0 && field.ipcSections.length === 0)) return [];
  const score = sql`(${overlap(talents.industries, field.industries)} + ${overlap(talents.ipcSections, field.ipcSections)})`;
  const rows = await db
    .select()
    .from(talents)
    .where(and(published(), sql`${score} > 0`))
    .orderBy(sql`${score} desc`, ...ORDER)
    .limit(limit);
  return rows.map(cardOf);
}
