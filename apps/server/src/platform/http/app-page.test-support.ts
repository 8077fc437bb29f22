import { BOOT_SESSION_ELEMENT_ID } from './app-page';

const BOOT_SESSION_BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_SESSION_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/**
 * The app page as built, without the session block the server writes into it (app-page.ts), and that block's data,
 * for the suites that serve the page (web-pages.test.ts, web-build.test.ts). Throws when the page carries no block.
 */
export function readAppPage(body: string): { page: string; session: unknown } {
  const match = BOOT_SESSION_BLOCK.exec(body);
  if (!match?.[1]) throw new Error(`No session block in ${body}`);
  return { page: body.replace(match[0], ''), session: JSON.parse(match[1]) };
}
