import { Outlet } from 'react-router';
import { SiteShell } from './site-shell.component';

/** Public site pages: full header and footer, newsletter for anonymous visitors. */
export function PublicLayout() {
  return (
    <SiteShell isNewsletterHidden={false}>
      <Outlet />
    </SiteShell>
  );
}
