/**
 * Maintaining a GIN index row by row is what makes bulk loads slow (on PGlite ~220 patents/s
 * with the token index, ~1,150 without; building it afterwards takes seconds). Fresh loads drop
 * the secondary indexes of `patent_search` and rebuild them from their catalogued definitions,
 * inside the load's transaction: a failed load rolls back to the intact indexes.
 */

/** Runs one SQL text and returns its rows (a Drizzle transaction or a pg client, whichever loads). */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Drops `patent_search`'s indexes other than its primary key; returns what rebuilds them. */
export async function dropSearchIndexes(run: RunSql): Promise<IndexDefinition[]> {
  const found = await run(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = 'patent_search'
       and indexname not in (select conname from pg_constraint where conrelid = 'patent_search'::regclass)`,
  );
  const indexes = found as unknown as IndexDefinition[];
  for (const index of indexes) await run(`drop index "${index.name.replace(/"/g, '""')}"`);
  return indexes;
}

/**
 * The index whose order the rows are stored in. A match costs a visit of its row, and the matches
 * of a code search (`IPC=(G06F*)`) mostly share a main class: stored together they take a few
 * hundred pages instead of one page each (17,000 pages for 23,000 matches of 1M patents, whose
 * visits were half the cost of such a search).
 */
export const ORDER_INDEX = 'patent_search_class_idx';

/**
 * Recreates dropped indexes, and stores the rows in ORDER_INDEX's order first (CLUSTER, while the
 * other indexes are absent so it rewrites nothing else). Later row-by-row writes append in any
 * order; `cluster patent_search` restores it (scripts/README.md). The token index holds ~225
 * entries per patent; build memory (`maintenanceMemory`, e.g. '1GB' on a server, less in
 * PGlite's WebAssembly heap) decides how often the build flushes.
 */
export async function rebuildSearchIndexes(
  run: RunSql,
  indexes: readonly IndexDefinition[],
  maintenanceMemory: string,
): Promise<void> {
  if (indexes.length === 0) return;
  if (!/^\d+(kB|MB|GB)$/.test(maintenanceMemory)) throw new Error(`not a memory size: ${maintenanceMemory}`);
  await run(`set local maintenance_work_mem = '${maintenanceMemory}'`);
  const ordering = indexes.filter((index) => index.name === ORDER_INDEX);
  for (const index of ordering) {
    await run(index.definition);
    await run(`cluster patent_search using ${ORDER_INDEX}`);
  }
  for (const index of indexes) if (!ordering.includes(index)) await run(index.definition);
}
