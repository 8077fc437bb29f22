/**
 * The only script a server-rendered page names in its HTML (apps/server/src/platform/http/app-page.ts): it asks for
 * the app's code once the page has painted, instead of while the document and its styles are still downloading. The
 * HTML already shows the whole page, so the code only makes it interactive, and on a slow phone connection it would
 * otherwise share the bandwidth the first paint waits for (docs/decisions/014-start-after-first-paint.md).
 */
import type { AppStart } from '@mathwise/api-contract';

/** The data block the server writes the start into (app-page.ts names it the same). */
const START_ELEMENT_ID = 'mathwise-start';

const start = JSON.parse(document.getElementById(START_ELEMENT_ID)?.textContent ?? 'null') as AppStart | null;

if (start) {
  // A frame callback runs once the styles have loaded, just before the first paint; a task queued from it runs
  // after that paint.
  requestAnimationFrame(() => {
    setTimeout(() => {
      // Named all at once, the modules download side by side rather than each after the one importing it.
      for (const href of start.modules) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      void import(/* @vite-ignore */ start.entry);
    }, 0);
  });
}
