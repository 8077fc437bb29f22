import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../testing/render-with-providers';
import { ALERT_AUTO_HIDE_MS, TimedAlert, type AlertMessage } from './timed-alert.component';

function AlertHarness({ initial }: { initial: AlertMessage }) {
  const [message, setMessage] = useState<AlertMessage | null>(initial);
  return <TimedAlert message={message} tone="error" onHide={() => setMessage(null)} closeLabel="Close" />;
}

describe('TimedAlert', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the server's title and body, announced as an alert, and hides itself after 5 s", () => {
    renderWithProviders(
      <AlertHarness initial={{ title: 'Server error', body: 'Please try again later.' }} />,
      {
        auth: authStates.anonymous(),
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Server error');
    expect(alert).toHaveTextContent('Please try again later.');
    expect(ALERT_AUTO_HIDE_MS).toBe(5000);

    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
