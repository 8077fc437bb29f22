/**
 * The only script a page whose HTML already shows it names: the pages the server renders
 * (apps/server/src/platform/pages/app-page.ts) and the prerendered landing page (apps/web/prerender-landing.plugin.ts).
 * It asks for the page's code once the page has painted, instead of while the document and its styles are still
 * downloading. The HTML already shows the whole page, so the code only makes it interactive, and on a slow phone
 * connection it would otherwise share the bandwidth the first paint waits for
 * (docs/decisions/014-start-after-first-paint.md).
 */
import type { AppStart } from '@mathwise/api-contract';
import { APP_START_ELEMENT_ID } from '@mathwise/api-contract/app-start';

const PRELOADS_PER_TASK = 4;

const escapeAttribute = (value: string) =>
  value.replace(/[&"<]/g, (character) => `&#${character.charCodeAt(0)};`);

const start = JSON.parse(
  document.getElementById(APP_START_ELEMENT_ID)?.textContent ?? 'null',
) as AppStart | null;

/**
 * Names the page's modules for the browser to fetch side by side, rather than each after the module importing it, a
 * few per task: each link costs the main thread a few milliseconds on a slow phone (forty at once took 120 to 290 ms
 * with the CPU slowed four times). Then `whenNamed`.
 */
function preloadModules(modules: readonly string[], whenNamed: () => void): void {
  const batch = modules.slice(0, PRELOADS_PER_TASK);
  document.head.insertAdjacentHTML(
    'beforeend',
    batch.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join(''),
  );
  if (modules.length > batch.length)
    setTimeout(() => preloadModules(modules.slice(batch.length), whenNamed), 0);
  else whenNamed();
}

if (start) {
  // A frame callback runs once the styles have loaded, just before the first paint; a task queued from it runs
  // after that paint. The entry is fetched from the first batch on but run once every module has its link: Vite's
  // preload helper reads the page's links once, on its first call, and names every module of the route that is not
  // among them yet, all in one task (on the practice page, started before this had finished, it named 37 at once, one
  // task of 60 to 130 ms at 4x, and this named 30 of them again).
  requestAnimationFrame(() => {
    setTimeout(() => {
      preloadModules([start.entry, ...start.modules], () => void import(/* @vite-ignore */ start.entry));
    }, 0);
  });
}
