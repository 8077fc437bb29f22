import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createEagerI18n } from '../app/i18n';
import { createQueryClient } from '../app/query-client';
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
  // A boundary that suspends while streaming is written out of place and moved by an inline script, which the CSP
  // refuses. So one streaming pass only loads every lazy component (they stay loaded), and a second, synchronous
  // pass writes the whole page in place.
  const warmUp = await prerenderToNodeStream(page());
  warmUp.prelude.resume();
  const html = renderToString(page());
  // `<!--$!-->` marks a boundary the server could not render, left for the browser to fill.
  if (html.includes('<!--$!-->') || html.includes('<script'))
    throw new Error('The landing page did not render completely on the server');
  return { html, title: i18n.t('pageTitle', { title: i18n.t('landing.pageTitle', { ns: 'site' }) }) };
}
