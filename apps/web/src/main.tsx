import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { loadSessionBridge } from './app/auth/auth-context';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

// Every guarded page waits for the session, and the session request waits for this code. Asked for now, it is ahead
// of the route's chunks on the browser's few connections instead of behind them, where the first render would ask.
// A failure surfaces where the bridge renders, which asks again.
loadSessionBridge().catch(() => undefined);
const i18n = await initI18n();
createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={createQueryClient()} i18n={i18n} />
  </StrictMode>,
);
