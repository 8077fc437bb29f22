import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkNavigationContext, type AppLinkProps } from '../ui/app-link';

function RouterAppLink({ to, ...anchorProps }: AppLinkProps) {
  return <Link to={to} {...anchorProps} />;
}

/** Inside the router: app links navigate without reloading, and know the current path. */
export function RouterLinkNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useMemo(() => ({ Link: RouterAppLink, pathname }), [pathname]);
  return <LinkNavigationContext.Provider value={navigation}>{children}</LinkNavigationContext.Provider>;
}
