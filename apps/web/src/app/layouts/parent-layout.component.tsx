import { Outlet } from 'react-router';
import { AccessGuard } from '../guards/access-guard.component';
import { SiteShell } from './site-shell.component';

/** The parent area (spec 2): guarded, header and footer, no newsletter. */
export function ParentLayout() {
  return (
    <SiteShell isNewsletterHidden>
      <AccessGuard>
        <Outlet />
      </AccessGuard>
    </SiteShell>
  );
}
