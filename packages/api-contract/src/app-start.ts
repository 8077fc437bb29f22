/**
 * How a page whose HTML already shows it starts its code after the first paint (docs/decisions/014): its entry script
 * and module preloads leave the HTML for a data block, and the only script the HTML names is the build's start script
 * (apps/web/src/app/start-after-paint.ts), which reads the block once the page has painted. The server writes it into
 * the pages it renders (apps/server/src/platform/pages/app-page.ts) and the build into the prerendered landing page
 * (apps/web/prerender-landing.plugin.ts). Plain string work, without zod, so a Vite plugin can import it.
 */
import type { AppStart } from './boot-session';

/** The id of the data block the start script reads. */
export const APP_START_ELEMENT_ID = 'mathwise-start';
/** The start script's key in the web build's manifest; a build without it starts its pages as Vite wrote them. */
export const APP_START_SCRIPT_MODULE = 'src/app/start-after-paint.ts';

/**
 * The comments around index.html's header frame (the boot shell), painted while the app's code downloads. A page the
 * server rendered has its real header, and the frame is cut out between them, whatever it holds.
 */
export const BOOT_SHELL_START = '<!--boot-shell-->';
export const BOOT_SHELL_END = '<!--/boot-shell-->';

/** The page without its boot shell; unchanged when it has none. */
export function cutBootShell(html: string): string {
  const start = html.indexOf(BOOT_SHELL_START);
  const end = html.indexOf(BOOT_SHELL_END, start);
  if (start === -1 || end === -1) return html;
  return html.slice(0, start) + html.slice(end + BOOT_SHELL_END.length);
}

/** A page's entry script and the modules it preloads, as Vite writes them. */
const MODULE_TAG =
  /<(?:script type="module" crossorigin src="([^"]+)"><\/script>|link rel="modulepreload" crossorigin href="([^"]+)">)/g;

/**
 * JSON that cannot end the script element it sits in or open a comment there: `<` is what the HTML parser reacts to
 * inside a script, `&` and `>` are escaped with it for good measure, and U+2028/U+2029 for older JavaScript parsers.
 */
export function toScriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Takes the entry script and module preloads out of a Vite page's HTML; they are what its start names. */
export function takeModuleScripts(html: string): { html: string; start: AppStart } {
  const start: AppStart = { entry: '', modules: [] };
  const page = html.replace(MODULE_TAG, (_tag, entry: string | undefined, module: string | undefined) => {
    if (entry !== undefined) start.entry = entry;
    if (module !== undefined) start.modules.push(module);
    return '';
  });
  return { html: page, start };
}

/** The start's data block and the start script (its built file), for the page's head. */
export function writeStartTags(start: AppStart, startScriptFile: string): string {
  return (
    `<script type="application/json" id="${APP_START_ELEMENT_ID}">${toScriptSafeJson(start)}</script>` +
    `<script type="module" crossorigin src="/${startScriptFile}"></script>`
  );
}
