import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../testing/render-with-providers';

describe('DeferredOverlays', () => {
  it('serves the modals and notifications APIs once mounted beside the app', async () => {
    renderWithProviders(<p>Page</p>, { auth: authStates.anonymous() });
    // Notices sent before the stack mounts wait in Mantine's store.
    act(() => {
      notifications.show({ title: 'Saved', message: 'Your account was successfully updated' });
    });
    expect(
      await screen.findByText('Your account was successfully updated', {}, { timeout: 4000 }),
    ).toBeInTheDocument();

    act(() => {
      modals.openConfirmModal({
        title: 'Cancel membership?',
        children: 'The membership ends at the end of the period.',
        labels: { confirm: 'Confirm', cancel: 'Keep' },
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Cancel membership?' })).toBeInTheDocument();
    act(() => {
      modals.closeAll();
    });
  });
});
