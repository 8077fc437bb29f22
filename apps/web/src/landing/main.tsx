import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import siteEnCa from '../features/site/locales/en-CA.json';
import { LandingApp } from './landing-app.component';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from landing.html');

const i18n = await initI18n({ site: siteEnCa });
const app = (
  <StrictMode>
    <LandingApp queryClient={createQueryClient()} i18n={i18n} />
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few milliseconds; at default priority it hydrates
// the whole page in one long task, which Lighthouse counts as blocking time. Nothing waits on it to paint: the
// prerendered HTML is on screen already.
if (rootElement.hasChildNodes())
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
else createRoot(rootElement).render(app);
