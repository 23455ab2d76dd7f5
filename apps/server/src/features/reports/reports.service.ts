import {
  type AdminReportListQuerySchema,
  type CityProfile,
  Code,
  type Locale,
  type Page,
  type PublicReport,
  type PublicReportListQuerySchema,
  type Report,
  type ReportInputSchema,
} from '@cityip/contracts';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { collectUnusedReportFiles, reportFileSize } from './report-files.js';
import { type ReportRow, reports } from './reports.tables.js';

/** A report as the editor sends it, after validation. */
export type ValidReportInput = z.output<typeof ReportInputSchema>;
type AdminQuery = z.output<typeof AdminReportListQuerySchema>;
type PublicQuery = z.output<typeof PublicReportListQuerySchema>;

const notFound = () => new AppError(Code.NOT_FOUND, 'error.reportNotFound');

/** Who uses a cover image, in the file references. */
const COVER_OWNER = 'report';

/** Published and dated today or earlier (in the city): what the front site shows. */
function visibleOn(today: string): SQL {
  return and(eq(reports.status, 'published'), lte(reports.publishDate, today)) as SQL;
}

/** A report row on the wire; `today` is the city's date, which decides `visible`. */
export function toReport(row: ReportRow, size: number, today: string): Report {
  return {
    id: row.id,
    title: row.title,
    industry: row.industry,
    summary: row.summary,
    cover: row.cover,
    file: { id: row.fileId, name: row.fileName, mime: 'application/pdf', size },
    publishDate: row.publishDate,
    status: row.status,
    visible: row.status === 'published' && row.publishDate <= today,
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A visible report on the front site: no file id, whether the caller answered its survey. */
export function toPublicReport(row: ReportRow, size: number, surveyAnswered: boolean): PublicReport {
  return {
    id: row.id,
    title: row.title,
    industry: row.industry,
    summary: row.summary,
    cover: row.cover,
    fileName: row.fileName,
    fileSize: size,
    publishDate: row.publishDate,
    downloadCount: row.downloadCount,
    surveyAnswered,
  };
}

const withSize = { report: reports, size: sql<number>`(select size from report_files where id = ${reports.fileId})` };

/** Newest publish date first; ties by title so pages are stable. */
const ORDER = [desc(reports.publishDate), desc(reports.createdAt), desc(reports.id)];

async function pageOf(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }) {
  const rows = await db
    .select(withSize)
    .from(reports)
    .where(where)
    .orderBy(...ORDER)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [totals] = await db.select({ total: count() }).from(reports).where(where);
  return { rows, total: totals?.total ?? 0 };
}

function yearOf(year: number | undefined): SQL | undefined {
  return year === undefined
    ? undefined
    : and(gte(reports.publishDate, `${year}-01-01`), lte(reports.publishDate, `${year}-12-31`));
}

/** Back-office list: keyword in the title, industry, status, year; newest first. */
export async function listAdminReports(db: Db, query: AdminQuery, today: string): Promise<Page<Report>> {
  const where = and(
    query.keyword ? sql`${reports.title} ilike ${containsPattern(query.keyword)}` : undefined,
    query.industry ? eq(reports.industry, query.industry) : undefined,
    query.status ? eq(reports.status, query.status) : undefined,
    yearOf(query.year),
  );
  const { rows, total } = await pageOf(db, where, query);
  return {
    items: rows.map((r) => toReport(r.report, Number(r.size ?? 0), today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One report, any status (back office). */
export async function getReport(db: Db, id: string, today: string): Promise<Report> {
  const [row] = await db.select(withSize).from(reports).where(eq(reports.id, id));
  if (!row) throw notFound();
  return toReport(row.report, Number(row.size ?? 0), today);
}

/** A report the public may see now, or 404 (drafts, withdrawn and future ones do not exist for them). */
export async function findVisibleReport(db: Db, id: string, today: string): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleOn(today)));
  if (!row) throw notFound();
  return row;
}

/** The front-site list: visible reports by industry, year and keyword, newest first. */
export async function listPublicReports(db: Db, query: PublicQuery, today: string) {
  const where = and(
    visibleOn(today),
    query.industry ? eq(reports.industry, query.industry) : undefined,
    yearOf(query.year),
    query.keyword ? sql`${reports.title} ilike ${containsPattern(query.keyword)}` : undefined,
  );
  const { rows, total } = await pageOf(db, where, query);
  return { rows: rows.map((r) => ({ row: r.report, size: Number(r.size ?? 0) })), total };
}

/** The years with visible reports, newest first. */
export async function listReportYears(db: Db, today: string): Promise<number[]> {
  const year = sql<number>`extract(year from ${reports.publishDate})::int`;
  const rows = await db.selectDistinct({ year }).from(reports).where(visibleOn(today)).orderBy(desc(year));
  return rows.map((r) => Number(r.year));
}

/** Counts one download. */
export async function recordDownload(db: Db, id: string): Promise<void> {
  await db
    .update(reports)
    .set({ downloadCount: sql`${reports.downloadCount} + 1` })
    .where(eq(reports.id, id));
}

/** Refuses what a schema cannot check: an industry outside the city profile, a file never uploaded. */
async function assertReferences(db: Db, profile: CityProfile, locale: Locale, input: ValidReportInput) {
  const issues: Parameters<typeof fieldRefusal>[1][number][] = [];
  if (!profile.industries.some((industry) => industry.code === input.industry)) {
    issues.push({ field: 'industry', message: 'validation.industry' });
  }
  if ((await reportFileSize(db, input.file.id)) === null) issues.push({ field: 'file', message: 'validation.fileId' });
  if (issues.length) throw fieldRefusal(locale, issues);
}

function toColumns(input: ValidReportInput) {
  return {
    title: input.title,
    industry: input.industry,
    summary: input.summary,
    cover: input.cover,
    fileId: input.file.id,
    fileName: input.file.name,
    publishDate: input.publishDate,
    status: input.status,
  };
}

/** Context of a report write: the city profile (industries), the caller's language, today in the city. */
export interface ReportWriteContext {
  profile: CityProfile;
  locale: Locale;
  today: string;
}

/** Creates a report; its cover is recorded as used by it. */
export async function createReport(db: Db, context: ReportWriteContext, input: ValidReportInput): Promise<Report> {
  await assertReferences(db, context.profile, context.locale, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(reports).values(toColumns(input)).returning({ id: reports.id });
    if (!row) throw new Error('insert returned no row');
    await setFileRefs(tx, COVER_OWNER, row.id, input.cover ? [input.cover.id] : []);
    return row.id;
  });
  return getReport(db, id, context.today);
}

/** Replaces a report; a cover or file it no longer uses is released. */
export async function updateReport(
  db: Db,
  storage: FileStorage,
  context: ReportWriteContext,
  id: string,
  input: ValidReportInput,
): Promise<Report> {
  await assertReferences(db, context.profile, context.locale, input);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reports)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(reports.id, id))
      .returning({ id: reports.id });
    if (!row) throw notFound();
    await setFileRefs(tx, COVER_OWNER, id, input.cover ? [input.cover.id] : []);
  });
  await collectUnused(db, storage);
  return getReport(db, id, context.today);
}

/** Deletes a report; its survey responses stay (with the report's title) for the statistics. */
export async function deleteReport(db: Db, storage: FileStorage, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
    if (!deleted.length) throw notFound();
    await setFileRefs(tx, COVER_OWNER, id, []);
  });
  await collectUnused(db, storage);
}

async function collectUnused(db: Db, storage: FileStorage): Promise<void> {
  await collectUnusedFiles(db, storage);
  await collectUnusedReportFiles(db, storage);
}
