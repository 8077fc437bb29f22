import { StrictMode } from 'react';
import { createEagerI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { renderCompleteHtml } from '../app/render-html';
import { LandingApp } from './landing-app.component';

export interface PrerenderedLanding {
  /** The markup of `#root`, hydrated by src/landing/main.tsx. */
  html: string;
  /** The tab title the page sets once running, so the HTML carries it from the start. */
  title: string;
}

/**
 * Renders the landing page to HTML at build time (prerender-landing.plugin.ts), from the same components the browser
 * hydrates, the lazy sections included; each hydrates when its code arrives.
 */
export async function prerenderLanding(): Promise<PrerenderedLanding> {
  const i18n = createEagerI18n();
  const page = () => (
    <StrictMode>
      <LandingApp queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>
  );
  const html = await renderCompleteHtml(page);
  if (html === undefined) throw new Error('The landing page did not render completely on the server');
  return { html, title: i18n.t('pageTitle', { title: i18n.t('landing.pageTitle', { ns: 'site' }) }) };
}
