import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Asks before a learner leaves an unfinished test or round (spec 3 §2: "Your progress will be lost..."). In-app
 * navigation is held by React Router's blocker, so the caller can show its own dialog; closing or reloading the tab
 * gets the browser's prompt, because browsers allow no custom page there.
 */
export function useLeaveWarning(isActive: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isActive && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isActive) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
  return blocker;
}
