import { useEffect, useRef, type RefObject } from 'react';

/**
 * Mantine disables a button while it shows `loading`, and the browser moves focus off a control that becomes
 * disabled, to the page itself: a keyboard user who pressed Enter on it would start again from the top (WCAG 2.4.3).
 * Once the busy spell ends with focus still lost, this gives focus to `target` (the same button, or the control that
 * comes next, such as Next after Check); focus the user moved elsewhere meanwhile is left alone. It keeps trying on
 * later renders until the target can take focus, because the target may be enabled one render after the spell ends.
 */
export function useFocusAfterBusy(isBusy: boolean, target: RefObject<HTMLElement | null>): void {
  const isRestorePending = useRef(false);
  // No dependency list on purpose: the check is cheap and must also run on the render that enables the target.
  useEffect(() => {
    if (isBusy) {
      isRestorePending.current = true;
      return;
    }
    if (!isRestorePending.current) return;
    const focused = document.activeElement;
    // The browser may move focus off a control disabled in this very render only when it next paints.
    const isLost = focused === null || focused === document.body || focused.matches(':disabled');
    if (!isLost) {
      isRestorePending.current = false;
      return;
    }
    target.current?.focus();
    if (target.current !== null && document.activeElement === target.current)
      isRestorePending.current = false;
  });
}
