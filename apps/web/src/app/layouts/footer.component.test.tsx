import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation, LinkNavigationContext } from '../../ui/app-link';
import { AuthContext } from '../../lib/auth/auth-context';
import { createEagerI18n } from '../../lib/i18n';
import { AppProviders } from '../providers.component';
import { Footer } from './footer.component';

function FooterOnLanding({ i18n }: { i18n: ReturnType<typeof createEagerI18n> }) {
  return (
    <AppProviders queryClient={new QueryClient()} i18n={i18n}>
      <AuthContext.Provider
        value={{ state: { status: 'anonymous' }, refetchSession: () => Promise.resolve() }}
      >
        <LinkNavigationContext.Provider value={documentNavigation('/')}>
          <Footer isNewsletterHidden />
        </LinkNavigationContext.Provider>
      </AuthContext.Provider>
    </AppProviders>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer', () => {
  it('hydrates a landing page prerendered in an earlier year without a mismatch, then shows the current year', async () => {
    const i18n = createEagerI18n();
    // Prerendered at build time, as prerender-landing.plugin.ts does.
    const html = renderToString(<FooterOnLanding i18n={i18n} />);
    expect(html).toContain(String(__BUILD_YEAR__));

    // Opened in a later year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 2));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <FooterOnLanding i18n={i18n} />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain(String(__BUILD_YEAR__ + 1));
    expect(container.textContent).not.toContain(String(__BUILD_YEAR__));
    container.remove();
  });
});
