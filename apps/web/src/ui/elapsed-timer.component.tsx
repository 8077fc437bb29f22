import { Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

/** hh:mm:ss of a duration in milliseconds; hours keep counting past 99 rather than wrapping. */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

interface ElapsedTimerProps {
  /** Epoch milliseconds the timer counts from, so a reload keeps the time. */
  startedAt: number;
  isStopped?: boolean;
  label: string;
}

/**
 * A ticking hh:mm:ss timer. role="timer" is not announced on every tick (its implicit aria-live is off), so screen
 * reader users hear it only when they move to it.
 */
export function ElapsedTimer({ startedAt, isStopped = false, label }: ElapsedTimerProps) {
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (isStopped) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isStopped]);
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" id={labelId}>
        {label}
      </Text>
      <Text fw={700} ff="monospace" size="lg" role="timer" aria-labelledby={labelId}>
        {formatElapsed(now - startedAt)}
      </Text>
    </div>
  );
}
