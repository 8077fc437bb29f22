import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authStates,
  buildSubscription,
  renderWithProviders,
  setViewport,
} from '../../../testing/render-with-providers';
import { Header } from './header.component';

describe('Header', () => {
  it('shows the top links, Login and Sign up to an anonymous visitor', () => {
    renderWithProviders(<Header />, { auth: authStates.anonymous() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Product', 'Pricing', 'Curriculum', 'FAQ', 'Contact Us']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/action-page/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/pre-signup');
    expect(screen.getByRole('link', { name: 'Mathwise home' })).toHaveAttribute('href', '/');
  });

  it("greets a teacher with 'Hi, {nickname}' linking to the admin portal and hides the top links", () => {
    renderWithProviders(<Header />, { auth: authStates.teacher() });
    expect(screen.getByRole('link', { name: 'Hi, tess' })).toHaveAttribute('href', '/admin-portal/questions');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives a parent without a subscription Subscription and Logout', () => {
    renderWithProviders(<Header />, { auth: authStates.parent(), subscription: null });
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/plan-selection');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/action-page/logout');
  });

  it('gives a subscribed learner Practice and My Progress', () => {
    renderWithProviders(<Header />, { auth: authStates.learner(), subscription: buildSubscription() });
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/my-practice');
    expect(screen.getByRole('link', { name: 'My Progress' })).toHaveAttribute('href', '/my-progress');
  });

  it('opens the subscribed parent profile menu; arrow keys move through the items and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: authStates.parent(), subscription: buildSubscription() });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const trigger = await screen.findByRole('button', { name: 'Open profile menu for pat' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Students',
      'Account Settings',
      'Membership & Billing',
      'Log out',
    ]);
    expect(items[0]).toHaveAttribute('href', '/my-students');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[0]).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('gives a learner without a subscription Onboarding and Log out in the profile menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: authStates.learner(), subscription: null });
    await user.click(await screen.findByRole('button', { name: 'Open profile menu for lee' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Onboarding', '/ask-parent'],
      ['Log out', '/action-page/logout'],
    ]);
  });

  it('opens the mobile side menu with the same entries and closes it with Escape', async () => {
    const user = userEvent.setup();
    // A phone-sized viewport: the burger shows below the md breakpoint, the desktop links hide.
    setViewport(400);
    renderWithProviders(<Header />, { auth: authStates.anonymous() });
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Product', 'Pricing', 'Curriculum', 'FAQ', 'Contact Us', 'Login', 'Sign up']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    setViewport(1024, 768);
  });

  it("puts a signed-in learner's Practice and My Progress first in the phone menu, then the site's links", async () => {
    const user = userEvent.setup();
    setViewport(390, 844);
    renderWithProviders(<Header />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner' }),
    });
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const labels = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 7)).toEqual([
      'Practice',
      'My Progress',
      'Product',
      'Pricing',
      'Curriculum',
      'FAQ',
      'Contact Us',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    setViewport(1024, 768);
  });
});
