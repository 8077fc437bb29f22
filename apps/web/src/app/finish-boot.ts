import { useEffect, useLayoutEffect } from 'react';
import { dropBootAnswers } from './api-client';

/** index.html's header frame (see there), painted before the app's code has arrived. */
const BOOT_SHELL_ID = 'boot-shell';

/**
 * Ends what the page's HTML gave the app to start with, once the first page (or the error page in its place) has
 * rendered. The header frame goes before the browser paints, when the page's own header is already where the frame
 * was. The server's answers to the page's first reads that no request took go after the page's own effects have run
 * (a parent's effects run after its children's), so the page still finds its own.
 */
export function useFinishBoot(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
  useEffect(() => dropBootAnswers(), []);
}
