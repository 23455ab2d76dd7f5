import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { PATENT_IMPORT_REPORTED_CORRECTIONS, PATENT_IMPORT_REPORTED_ERRORS, TEXT_LIMITS } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ClaimLostError, type TaskContext } from '../notifications/tasks.js';
import { MAX_ATTEMPTS } from '../notifications/worker.js';
import { ImportFileError, type ImportSummary, importPatentFile, type RowError } from '../patents/patents.public.js';
import { patentImports, type StoredRowError } from './patent-data.tables.js';

const InputSchema = z.object({ importId: z.uuid() });

/** What an import that could not finish says (the file is gone, the database kept refusing). */
const UNFINISHED = {
  missingFile: { zh: '上传的文件已不存在，请重新上传', en: 'The uploaded file is gone; upload it again.' },
  failed: { zh: '导入未能完成，请稍后重新上传', en: 'The import could not be completed; upload the file again later.' },
};

/** A row problem as the report keeps it, cut to the bounds the answers state. */
function stored(error: RowError): StoredRowError {
  const cut = (text: string) => text.slice(0, TEXT_LIMITS.line);
  return {
    row: error.row,
    column: error.column.slice(0, TEXT_LIMITS.name),
    message: { zh: cut(error.message.zh), en: cut(error.message.en) },
  };
}

/**
 * The `patentData.import` task: runs an uploaded file through the patent import (import-patents.ts,
 * the command-line import's code), keeping its progress current and its claim alive every batch,
 * then stores the report and removes the file. A file that cannot be imported at all (format,
 * missing columns) ends the import as failed with the reason; other errors are retried by the
 * queue, and the import is marked failed when the last attempt fails. Importing again after a
 * crash is safe: patents are upserted by application number.
 */
export async function runImportTask(app: FastifyInstance, input: unknown, context: TaskContext): Promise<void> {
  const { importId } = InputSchema.parse(input);
  const [row] = await app.db.select().from(patentImports).where(eq(patentImports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const update = (values: Partial<typeof patentImports.$inferInsert>) =>
    app.db.update(patentImports).set(values).where(eq(patentImports.id, importId));
  const finish = async (values: Partial<typeof patentImports.$inferInsert>) => {
    await update({ ...values, storageId: null, finishedAt: context.now() });
    if (row.storageId) await app.privateFiles.remove(row.storageId);
  };
  const bytes = row.storageId ? await app.privateFiles.get(row.storageId) : null;
  if (!bytes) {
    await finish({ status: 'failed', error: UNFINISHED.missingFile });
    return;
  }
  await update({ status: 'running', startedAt: row.startedAt ?? context.now(), rowsRead: 0 });
  const directory = await mkdtemp(join(tmpdir(), 'cityip-patent-import-'));
  try {
    // The import reads a path (it streams files of any size); the name keeps the format's extension.
    const path = join(directory, `upload${extname(row.fileName).toLowerCase()}`);
    await writeFile(path, bytes);
    const rowErrors: StoredRowError[] = [];
    let rowErrorsTotal = 0;
    const summary: ImportSummary = await importPatentFile(app.db, path, {
      profile: app.config.cityProfile,
      onError: (error) => {
        rowErrorsTotal++;
        if (rowErrors.length < PATENT_IMPORT_REPORTED_ERRORS) rowErrors.push(stored(error));
      },
      onProgress: async (progress) => {
        await context.heartbeat();
        await update({ rowsRead: progress.rows });
      },
    });
    const { keptCorrections, ...counts } = summary;
    await finish({
      status: 'done',
      rowsRead: summary.rows,
      summary: { ...counts, keptCorrections: keptCorrections.length },
      rowErrors,
      rowErrorsTotal,
      keptCorrections: keptCorrections.slice(0, PATENT_IMPORT_REPORTED_CORRECTIONS),
    });
  } catch (error) {
    if (error instanceof ClaimLostError) throw error;
    if (error instanceof ImportFileError) {
      await finish({ status: 'failed', error: { zh: error.zh, en: error.en } });
      return;
    }
    if (context.attempt >= MAX_ATTEMPTS) await finish({ status: 'failed', error: UNFINISHED.failed });
    throw error;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
