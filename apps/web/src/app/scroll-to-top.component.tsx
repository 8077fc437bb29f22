import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from './main-content';

/**
 * Spec 1 §2: each route change scrolls to the top (a new page must not open halfway down). Focus moves to the main
 * landmark too, so keyboard and screen-reader users start reading the new page instead of staying on a link that may
 * no longer exist. An address change within the same page (a filter, a tab, a dialog kept in the address) leaves
 * focus on the control the user is working with, unless that control went away with it. The first render keeps the
 * browser's own focus.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const pageRouteId = matches[matches.length - 1]?.id;
  const previousPageRouteId = useRef(pageRouteId);
  const isFirstRender = useRef(true);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const isSamePage = previousPageRouteId.current === pageRouteId;
    previousPageRouteId.current = pageRouteId;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const focused = document.activeElement;
    const isFocusLost = focused === null || focused === document.body;
    if (isSamePage && !isFocusLost) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, pageRouteId]);

  return null;
}
