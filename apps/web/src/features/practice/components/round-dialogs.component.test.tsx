import { SUBSCRIPTION_PAUSED_TITLE } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Blocker } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { RoundDialogs } from './round-dialogs.component';

const idleBlocker: Blocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

function blockedBlocker(reset: () => void): Blocker {
  return {
    state: 'blocked',
    reset,
    proceed: vi.fn(),
    location: { pathname: '/my-practice', search: '', hash: '', state: null, key: 'next' },
  };
}

/** The round's dialogs with a button that asks to leave, as a header link does while a round runs. */
function Round({ isPausedOpen = false }: { isPausedOpen?: boolean }) {
  const [isBlocked, setIsBlocked] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsBlocked(true)}>
        My Practice
      </button>
      <RoundDialogs
        blocker={isBlocked ? blockedBlocker(() => setIsBlocked(false)) : idleBlocker}
        isPausedOpen={isPausedOpen}
        onPausedClose={() => undefined}
      />
    </>
  );
}

describe('RoundDialogs', () => {
  it('renders neither dialog while neither has opened: a hydrating page mounts no Modal', () => {
    renderWithProviders(<Round />, { auth: authStates.learner() });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
  });

  it('opens the leave warning on a blocked navigation and closes it with Stay', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Round />, { auth: authStates.learner() });
    await user.click(screen.getByRole('button', { name: 'My Practice' }));
    expect(await screen.findByRole('dialog', { name: 'Leave now?' })).toBeInTheDocument();
    expect(document.querySelectorAll('.mantine-Modal-root')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the paused dialog when the round is refused', async () => {
    renderWithProviders(<Round isPausedOpen />, { auth: authStates.learner() });
    expect(await screen.findByRole('dialog', { name: SUBSCRIPTION_PAUSED_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave now?' })).toBeNull();
  });
});
