import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './client.js';

describe('PGlite handle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(new PGlite());
  });
  afterAll(() => handle.close());

  it('lets timers (and so signals and new connections) run between queued queries', async () => {
    const queued = 40;
    let done = 0;
    let doneWhenTimerRan = -1;
    setTimeout(() => {
      doneWhenTimerRan = done;
    }, 0);
    await Promise.all(
      Array.from({ length: queued }, (_, i) =>
        (i % 4 === 0
          ? handle.db.transaction((tx) => tx.execute(sql`select count(*) from generate_series(1, 20000)`))
          : handle.db.execute(sql`select count(*) from generate_series(1, 20000)`)
        ).then(() => {
          done += 1;
        }),
      ),
    );
    // Without turns the whole queue drains in microtasks and the timer runs only afterwards.
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThan(queued);
  });

  it('keeps order and reports each failure to its own caller', async () => {
    const results = await Promise.allSettled([
      handle.db.execute(sql`select 1 as n`),
      handle.db.execute(sql`select * from no_such_table`),
      handle.db.execute(sql`select 3 as n`),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
