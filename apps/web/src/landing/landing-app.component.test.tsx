import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEagerI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { userNumberQueryOptions } from '../features/site/api/use-user-number.query';
import { LandingApp } from './landing-app.component';

describe('LandingApp', () => {
  it('renders the landing page in the site shell for an anonymous visitor, without the router', () => {
    const queryClient = createQueryClient();
    // The page asks for the user count (spec 1 §7); seeded, so the test makes no request.
    queryClient.setQueryData(userNumberQueryOptions.queryKey, { result: 120 });
    render(<LandingApp queryClient={queryClient} i18n={createEagerI18n()} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Find the gaps. Practise what matters. Watch math click.',
      }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[href="/action-page/login"]')).not.toBeNull();
    expect(banner.querySelector('a[href="/pre-signup"]')).not.toBeNull();
  });
});
