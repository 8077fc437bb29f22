import { useCallback, useState } from 'react';
import { useSubscription } from '../billing/api/use-subscription.query';

/**
 * Spec 3 §2: while the subscription is paused, practice, diagnose and resume buttons open the paused dialog instead
 * of acting. `guard(action)` runs the action only when practice is allowed; the server refuses anyway (409), and
 * `showPaused` opens the same dialog when it does.
 */
export function usePausedGate() {
  const subscription = useSubscription();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const isPaused = subscription.status === 'present' && subscription.subscription.status === 'paused';
  const guard = useCallback(
    (action: () => void) => {
      if (isPaused) setIsDialogOpen(true);
      else action();
    },
    [isPaused],
  );
  return {
    isPaused,
    isDialogOpen,
    guard,
    showPaused: useCallback(() => setIsDialogOpen(true), []),
    closeDialog: useCallback(() => setIsDialogOpen(false), []),
  };
}
