/**
 * Ends the current task and continues in a new one. Start-up runs in steps of a few tens of milliseconds on a slow
 * phone: evaluating the modules, the session and the first reads, the strings, the route table, the route's code. Run
 * as one task, it would hold the main thread for the sum, after the page has painted (Lighthouse's Total Blocking
 * Time, docs/decisions/014-start-after-first-paint.md).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
