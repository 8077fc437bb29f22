import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '../app/i18n';
import { createQueryClient } from '../app/query-client';
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
if (rootElement.hasChildNodes()) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
