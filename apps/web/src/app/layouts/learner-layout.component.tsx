import { Outlet } from 'react-router';
import { AccessGuard } from '../guards/access-guard.component';
import { SiteShell } from './site-shell.component';

/** The learner area (spec 3): guarded, header and footer, no newsletter. */
export function LearnerLayout() {
  return (
    <SiteShell isNewsletterHidden>
      <AccessGuard>
        <Outlet />
      </AccessGuard>
    </SiteShell>
  );
}
