import { lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));
const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }));

// Upper bound for browsers without requestIdleCallback (Safari) or pages that never go idle.
const IDLE_TIMEOUT_MS = 2000;

/**
 * Mantine's notification stack and modals manager, mounted once the browser is idle after the first render. Neither
 * shows anything until called, and together they carry about 40 KB gzip of overlay, focus-trap and scroll-lock code
 * that would otherwise compete with the first page for bandwidth (design brief §6). The modals manager sits beside
 * the app rather than around it: use the `modals.open*` API of @mantine/modals, not the `useModals` hook.
 * `notifications.show` calls made before it mounts wait in Mantine's store and appear when it does.
 */
export function DeferredOverlays() {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    const markReady = () => setIsReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(markReady, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
      <ModalsProvider />
    </Suspense>
  );
}
