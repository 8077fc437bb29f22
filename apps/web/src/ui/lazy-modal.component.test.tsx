import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyModal } from './lazy-modal.component';

/** A trigger and the dialog it opens, with Mantine's real portal, transitions and focus handling (not env="test"). */
function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <MantineProvider>
      <Button onClick={() => setIsOpen(true)}>Leave</Button>
      <LazyModal opened={isOpen} onClose={() => setIsOpen(false)} title="Leave the round?">
        <Button onClick={() => setIsOpen(false)} data-autofocus>
          Stay
        </Button>
      </LazyModal>
    </MantineProvider>
  );
}

describe('LazyModal', () => {
  it('renders nothing, not even a portal node, until it first opens', () => {
    const { container } = render(<Harness />);
    expect(document.querySelector('[data-portal]')).toBeNull();
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('opens with focus inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Leave' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Leave the round?' });
    expect(dialog.closest('[data-portal]')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens again after closing, and returns focus each time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Leave' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(trigger);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  });
});
