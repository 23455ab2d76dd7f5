import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { KeptCorrection } from '@cityip/contracts';
import { ConfigError } from '../src/config.js';
import {
  ImportFileError,
  importPatentFile,
  type RowError,
} from '../src/features/patents/corpus/import/import-patents.js';
import { copyLine } from '../src/features/patents/corpus/load/copy-text.js';
import { callerDirectory, formatCount, openScriptDatabase } from './script-database.js';

const USAGE = `Imports patents from a CSV, XLSX or JSONL file; rows with problems are reported and skipped.

  npm run import:patents -- <file.csv|file.xlsx|file.jsonl> [--database-url postgres://…]
                            [--batch-size 500] [--errors errors.tsv]

Re-importing updates patents by application number; a field staff corrected keeps its corrected
value and is listed. Exit code: 0 all rows stored, 2 some rows refused, 1 the file could not be
imported. Column mapping: apps/server/scripts/README.md.`;

/** Problems printed before the rest go only to --errors (a systematic mistake repeats on every row). */
const PRINTED_ERRORS = 200;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    'batch-size': { type: 'string', default: '500' },
    errors: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function describe(error: RowError): string {
  return `第 ${error.row} 行「${error.column}」：${error.message.zh} | row ${error.row}, ${error.column}: ${error.message.en}`;
}

/** A field the import left as staff corrected it, in both languages (values as JSON: exact for lists and nothing). */
function describeKept(kept: KeptCorrection): string {
  const values = `${JSON.stringify(kept.imported)} → ${JSON.stringify(kept.corrected)}`;
  return `第 ${kept.row} 行 ${kept.applicationNumber}「${kept.field}」保留人工更正，未采用文件中的值：${values} | row ${kept.row}, ${kept.applicationNumber} ${kept.field}: kept the staff correction instead of the file's value: ${values}`;
}

async function main(): Promise<number> {
  const file = positionals[0];
  if (values.help || !file) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new ConfigError('--batch-size must be a positive integer');
  const path = resolve(callerDirectory(), file);
  const errorFile = values.errors ? createWriteStream(resolve(callerDirectory(), values.errors)) : null;
  // Tab-separated with a BOM, so Excel opens the Chinese text correctly.
  errorFile?.write(`\uFEFF${copyLine(['行/row', '列/column', '问题', 'problem'])}`);
  let printed = 0;
  const onError = (error: RowError) => {
    errorFile?.write(copyLine([error.row, error.column, error.message.zh, error.message.en]));
    if (printed++ < PRINTED_ERRORS) console.error(describe(error));
  };

  const { config, database } = await openScriptDatabase(values['database-url']);
  try {
    console.log(`Importing ${path} into ${database.driver}…`);
    const started = performance.now();
    const summary = await importPatentFile(database.db, path, { profile: config.cityProfile, batchSize, onError });
    if (printed > PRINTED_ERRORS) {
      console.error(
        `… ${formatCount(printed - PRINTED_ERRORS)} more problems${errorFile ? ` in ${values.errors}` : ' (use --errors file to keep them all)'}`,
      );
    }
    if (summary.ignoredHeaders.length > 0) {
      console.log(`未识别的列（已忽略）/ columns ignored: ${summary.ignoredHeaders.join(', ')}`);
    }
    for (const kept of summary.keptCorrections) console.log(describeKept(kept));
    console.log(
      `读取 ${formatCount(summary.rows)} 行：新增 ${formatCount(summary.inserted)}，更新 ${formatCount(summary.updated)}，失败 ${formatCount(summary.failed)}` +
        `，保留人工更正 ${formatCount(summary.keptCorrections.length)} 处` +
        ` | ${formatCount(summary.rows)} rows read: ${formatCount(summary.inserted)} inserted, ${formatCount(summary.updated)} updated, ${formatCount(summary.failed)} failed, ${formatCount(summary.keptCorrections.length)} staff corrections kept` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return summary.failed > 0 ? 2 : 0;
  } finally {
    await database.close();
    await new Promise((done) => (errorFile ? errorFile.end(done) : done(undefined)));
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ImportFileError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
