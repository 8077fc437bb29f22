import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNavLink, documentNavigation, isPathActive, LinkNavigationContext } from './app-link';

describe('isPathActive', () => {
  it('matches the page and its sub-pages, as React Router NavLink does', () => {
    expect(isPathActive('/faq', '/faq')).toBe(true);
    expect(isPathActive('/faq/account', '/faq')).toBe(true);
    expect(isPathActive('/FAQ', '/faq')).toBe(true);
    expect(isPathActive('/faqs', '/faq')).toBe(false);
    expect(isPathActive('/pricing', '/')).toBe(false);
    expect(isPathActive('/', '/')).toBe(true);
  });
});

describe('AppNavLink without a router', () => {
  it('is a plain anchor, marked as the current page only on its own path', () => {
    render(
      <LinkNavigationContext.Provider value={documentNavigation('/pricing')}>
        <AppNavLink to="/pricing">Pricing</AppNavLink>
        <AppNavLink to="/faq">FAQ</AppNavLink>
      </LinkNavigationContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });
});
