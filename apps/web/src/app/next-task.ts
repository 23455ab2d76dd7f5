/** The Prioritized Task Scheduling API where the browser has it (Chromium). */
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };

/**
 * Lets the browser run what is waiting (input, paint) before the caller goes on: start-up work
 * split at these points is a few short tasks rather than one long one that a slow phone's
 * visitor would feel as a frozen page.
 */
export function nextTask(): Promise<void> {
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
