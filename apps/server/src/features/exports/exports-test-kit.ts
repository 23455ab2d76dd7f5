import { join } from 'node:path';
import type { ExportJob, ExportJobInput } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { insertPatentFixtures } from '../../../test/patent-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import type { Config } from '../../config.js';
import { diskStorage, type FileStorage } from '../../lib/file-storage.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import { drainOutbox } from '../notifications/worker.js';
import { mailsTo } from '../verification/verification-test-kit.js';
import { PART_PREFIX } from './export-parts.js';

/**
 * Test helpers of background exports (test-only code): an app with the 40-patent fixture and a
 * real file storage in a temporary folder, and the calls of the exports API.
 */

export interface ExportTestApp {
  t: TestApp;
  /** The storage under the app (unwrapped, so tests look at what is really stored). */
  storage: FileStorage;
}

/** A fresh app with the patent fixture; `wrap` may put a test double around its file storage. */
export async function createExportTestApp(
  overrides: Partial<Config> = {},
  wrap: (storage: FileStorage) => FileStorage = (storage) => storage,
): Promise<ExportTestApp> {
  const dataDir = tempDataDir();
  const storage = diskStorage(join(dataDir, 'files'));
  const t = await createTestApp({ dataDir, ...overrides }, { storage: wrap(storage) });
  await insertPatentFixtures(t.db);
  return { t, storage };
}

/** One call of the exports API with `token`; the JSON envelope comes back with the status. */
export async function exportsCall(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: ExportJobInput; lang?: 'zh-CN' | 'en-US' } = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'zh-CN' };
  if (token) headers.authorization = token;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Starts an export and returns the job (throws with the answer when refused). */
export async function startExport(t: TestApp, token: string, body: ExportJobInput, lang?: 'zh-CN' | 'en-US') {
  const answer = await exportsCall(t, token, 'POST', '/api/exports/patents', { body, lang });
  if (answer.body.code !== 200) throw new Error(`export refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data as ExportJob;
}

/** The job as its owner sees it now. */
export async function jobOf(t: TestApp, token: string, id: string): Promise<ExportJob> {
  return (await exportsCall(t, token, 'GET', `/api/exports/${id}`)).body.data as ExportJob;
}

/** Runs every due task, as the worker's task lane does (optionally at a moved clock). */
export function runTasks(t: TestApp, now?: () => Date): Promise<number> {
  return drainOutbox(t.app, { lane: 'tasks', ...(now ? { now } : {}) });
}

/** GET the job's file. */
export function downloadExport(t: TestApp, token: string, id: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  return t.app.inject({
    method: 'GET',
    url: `/api/exports/${id}/file`,
    headers: { authorization: token, 'accept-language': lang },
  });
}

/** The lines of a downloaded CSV, after its byte-order mark. */
export function csvLines(response: LightMyRequestResponse): string[] {
  if (!response.body.startsWith('\uFEFF')) throw new Error('no byte-order mark');
  return response.body.slice(1).split('\r\n');
}

/** The first sheet of a downloaded XLSX: its name and its rows as text. */
export async function readSheet(bytes: Buffer): Promise<{ name: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; the bytes are the same.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v))));
  });
  return { name: sheet.name, rows };
}

/** Every stored part of `jobId`, sorted. */
export async function storedParts(storage: FileStorage, jobId: string): Promise<string[]> {
  return [...(await storage.list())].filter((id) => id.startsWith(`${PART_PREFIX}${jobId}-`)).sort();
}

/** The export mails queued to `address`, newest first. */
export async function exportMails(t: TestApp, address: string): Promise<OutgoingMail[]> {
  return (await mailsTo(t, address)).filter((mail) => mail.event === 'patentExport');
}
