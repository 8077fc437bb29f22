import { useLayoutEffect } from 'react';

/** index.html's header frame (see there), painted before the app's code has arrived. */
const BOOT_SHELL_ID = 'boot-shell';

/**
 * Ends what the page's HTML gave the app to start with, once the first page (or the error page in its place) has
 * rendered: the header frame goes before the browser paints, when the page's own header is already where it was.
 */
export function useFinishBoot(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
}
