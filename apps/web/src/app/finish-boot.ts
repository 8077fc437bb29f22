import { useLayoutEffect } from 'react';

/** index.html's header frame (see there), painted before the app's code has arrived. */
const BOOT_SHELL_ID = 'boot-shell';

/**
 * Removes index.html's header frame once the first page (or the error page in its place) has rendered, before the
 * browser paints, when the page's own header is already where the frame was.
 */
export function useFinishBoot(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
}
