import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

const i18n = await initI18n();
createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={createQueryClient()} i18n={i18n} />
  </StrictMode>,
);
