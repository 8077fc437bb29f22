import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';

/** The `{ title, body }` every API failure carries (design brief §4), also used for our own notices. */
export interface AlertMessage {
  title: string;
  body: string;
}

interface TimedAlertProps {
  message: AlertMessage | null;
  tone: 'success' | 'error';
  onHide: () => void;
  closeLabel: string;
  /** Specs: alerts auto-hide after 5 s. */
  autoHideMs?: number;
}

export const ALERT_AUTO_HIDE_MS = 5000;

/**
 * An inline alert that hides itself after `autoHideMs`. Errors use role="alert" so assistive technology announces
 * them at once; successes use a polite status region.
 */
export function TimedAlert({
  message,
  tone,
  onHide,
  closeLabel,
  autoHideMs = ALERT_AUTO_HIDE_MS,
}: TimedAlertProps) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onHide, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [message, onHide, autoHideMs]);

  if (!message) return null;
  const isError = tone === 'error';
  return (
    <Alert
      role={isError ? 'alert' : 'status'}
      color={isError ? 'red' : 'green'}
      variant="light"
      title={message.title}
      icon={isError ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onHide}
    >
      {message.body}
    </Alert>
  );
}
