import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { ContactUsPage } from './contact-us.page';

// The message box grows with its text (Mantine's autosize), which listens to document.fonts; happy-dom has none.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactUsPage', () => {
  it("shows every required field's spec message and makes no call", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<ContactUsPage />, { auth: authStates.anonymous(), route: '/contact-us' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Choose parent, student, teacher or other',
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, with the first failing rule only', async () => {
    renderWithProviders(<ContactUsPage />, { auth: authStates.anonymous(), route: '/contact-us' });
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    await userEvent.type(phone, '416-555-0199');
    await userEvent.tab();
    expect(await screen.findByText('Invalid Phone Format')).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await userEvent.type(firstName, 'A');
    await userEvent.tab();
    expect(await screen.findByText('Min length 2')).toBeInTheDocument();
  });
});
