/**
 * Loaded with `--import` into the soak drill's server process only: answers the parent's
 * 'sample' message over the IPC channel with the process's memory (after a full GC, so the heap
 * figure is live data, not garbage) and its active handles. Nothing is exposed over HTTP.
 */
interface GcGlobal {
  gc?: () => void;
}

if (process.send) {
  // The channel must not keep the server alive once it has closed everything else on SIGTERM.
  process.channel?.unref();
  process.on('message', (message) => {
    if (message !== 'sample') return;
    (globalThis as GcGlobal).gc?.();
    const memory = process.memoryUsage();
    const resources = process.getActiveResourcesInfo();
    const byType: Record<string, number> = {};
    for (const type of resources) byType[type] = (byType[type] ?? 0) + 1;
    process.send?.({
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      resources: resources.length,
      byType,
    });
  });
}
