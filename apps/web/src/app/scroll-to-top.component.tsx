import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './main-content';

/**
 * Spec 1 §2: each route change scrolls to the top (a new page must not open halfway down). Focus moves to the main
 * landmark too, so keyboard and screen-reader users start reading the new page instead of staying on a link that may
 * no longer exist. The first render keeps the browser's own focus.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
