import { randomBytes } from 'node:crypto';
import {
  Code,
  type Locale,
  PATENT_IMPORT_MAX_BYTES,
  type Page,
  type PatentImport,
  type PatentImportDetail,
} from '@cityip/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { receiveFile } from '../../lib/multipart-upload.js';
import { inspectOfficeZip } from '../../lib/office-zip-guard.js';
import { localeOf } from '../../lib/reply.js';
import { sniffMime } from '../../lib/sniff-file.js';
import { formatOf } from '../../lib/tables/read-table.js';
import { checkUploadName } from '../../lib/upload-name.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueTask } from '../notifications/tasks.js';
import { type PatentImportRow, patentImports } from './patent-data.tables.js';

/** The background task that runs an uploaded import (import-task.ts). */
export const IMPORT_TASK = 'patentData.import';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Text formats are read as text: a NUL byte in the first part says the file is something else. */
const TEXT_SNIFF_BYTES = 64 * 1024;

/**
 * Checks an uploaded patent file by its name and content: a CSV or JSONL must be text, an XLSX a
 * workbook whose zip is no bomb. Refused with a translated 400 before anything is stored.
 */
async function checkImportFile(bytes: Buffer, name: string): Promise<void> {
  const format = formatOf(name);
  const refuse = () => new AppError(Code.BAD_REQUEST, 'error.patentImportFileType');
  if (!format || bytes.length === 0) throw refuse();
  const sniffed = sniffMime(bytes, name);
  if (format === 'xlsx') {
    if (sniffed !== XLSX_TYPE) throw refuse();
    await inspectOfficeZip(bytes);
    return;
  }
  if (sniffed !== null || bytes.subarray(0, TEXT_SNIFF_BYTES).includes(0)) throw refuse();
}

/**
 * Takes an uploaded file (multipart field "file"), keeps it sealed in private storage and queues
 * its import, the row and the task in one transaction; the task runs it in the background.
 */
export async function queueImport(request: FastifyRequest): Promise<PatentImport> {
  const app = request.server;
  const { bytes, name } = await receiveFile(request, PATENT_IMPORT_MAX_BYTES);
  checkUploadName(name);
  await checkImportFile(bytes, name);
  const storageId = randomBytes(32).toString('hex');
  await app.privateFiles.put(storageId, bytes);
  try {
    const row = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(patentImports)
        .values({ fileName: name, size: bytes.length, storageId, createdBy: request.auth?.userId ?? null })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await enqueueTask(tx, IMPORT_TASK, { importId: created.id });
      return created;
    });
    request.auditDetail = `${name} (${bytes.length} bytes)`;
    return toImport(row, await nameOf(app.db, row.createdBy), localeOf(request));
  } catch (error) {
    await app.privateFiles.remove(storageId);
    throw error;
  }
}

async function nameOf(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [found] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return found?.name ?? null;
}

const inLocale = (message: { zh: string; en: string }, locale: Locale) =>
  locale === 'en-US' ? message.en : message.zh;

function toImport(row: PatentImportRow, createdByName: string | null, locale: Locale): PatentImport {
  return {
    id: row.id,
    fileName: row.fileName,
    size: row.size,
    status: row.status,
    rowsRead: row.rowsRead,
    summary: row.summary ?? null,
    error: row.error ? inLocale(row.error, locale) : null,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The imports, newest first. */
export async function listImports(
  db: Db,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<Page<PatentImport>> {
  const rows = await db
    .select({ row: patentImports, name: users.name })
    .from(patentImports)
    .leftJoin(users, eq(users.id, patentImports.createdBy))
    .orderBy(desc(patentImports.createdAt), desc(patentImports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(patentImports);
  return {
    items: rows.map(({ row, name }) => toImport(row, name, locale)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An import with its report: row problems in the reader's language, the corrections it kept. */
export async function importDetail(db: Db, id: string, locale: Locale): Promise<PatentImportDetail> {
  const [found] = await db
    .select({ row: patentImports, name: users.name })
    .from(patentImports)
    .leftJoin(users, eq(users.id, patentImports.createdBy))
    .where(eq(patentImports.id, id));
  if (!found) throw new AppError(Code.NOT_FOUND, 'error.patentImportNotFound');
  const { row } = found;
  return {
    ...toImport(row, found.name, locale),
    rowErrors: row.rowErrors.map((e) => ({ row: e.row, column: e.column, message: inLocale(e.message, locale) })),
    rowErrorsTotal: row.rowErrorsTotal,
    keptCorrections: row.keptCorrections,
  };
}
