import type { AppStart } from '@mathwise/api-contract';
import { APP_START_ELEMENT_ID } from '@mathwise/api-contract/app-start';
import { afterEach, expect, it, vi } from 'vitest';

const MODULES = Array.from({ length: 10 }, (_, index) => `/assets/module-${index}.js`);

/** The modules the page's `modulepreload` links name, in document order, as paths. */
function preloadedPaths(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    (link) => new URL(link.href).pathname,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('./yield-to-main');
  document.head.replaceChildren();
  document.body.replaceChildren();
});

it('names the entry and each of the page’s modules, a few per task after the first paint, then runs the entry', async () => {
  vi.useFakeTimers();
  // A module without side effects stands in for the app's entry; mocked, it tells when the script imported it.
  const entryRuns = vi.fn();
  vi.doMock('./yield-to-main', () => {
    entryRuns();
    return {};
  });
  const entry = new URL('./yield-to-main.ts', import.meta.url).pathname;
  const start: AppStart = { entry, modules: MODULES };
  document.body.innerHTML = `<script type="application/json" id="${APP_START_ELEMENT_ID}">${JSON.stringify(start)}</script>`;
  vi.resetModules();
  await import('./start-after-paint');
  expect(preloadedPaths()).toEqual([]);

  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextTimer();
  expect(preloadedPaths()).toEqual([entry, ...MODULES.slice(0, 3)]);
  vi.advanceTimersToNextTimer();
  expect(preloadedPaths()).toEqual([entry, ...MODULES.slice(0, 7)]);
  await vi.dynamicImportSettled();
  expect(entryRuns).not.toHaveBeenCalled();

  vi.runAllTimers();
  expect(preloadedPaths()).toEqual([entry, ...MODULES]);
  await vi.dynamicImportSettled();
  expect(entryRuns).toHaveBeenCalledTimes(1);
});
