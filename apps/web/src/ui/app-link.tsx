import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the web app, from `paths`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How a link inside the app navigates, and where the visitor is. The single-page app plugs in its router's `Link`
 * (app/router-link-navigation.component.tsx); the prerendered landing page has no router, so its links are plain
 * anchors that load the app at the page they name.
 */
export interface LinkNavigation {
  Link: ComponentType<AppLinkProps>;
  pathname: string;
}

function DocumentLink({ to, ...anchorProps }: AppLinkProps) {
  return <a href={to} {...anchorProps} />;
}

export function documentNavigation(pathname: string): LinkNavigation {
  return { Link: DocumentLink, pathname };
}

export const LinkNavigationContext = createContext<LinkNavigation>(documentNavigation(''));

/** The current page's path, from whichever navigation the tree runs under. */
export function useAppPathname(): string {
  return useContext(LinkNavigationContext).pathname;
}

/** A link to a page of the app; usable as a Mantine `component` (`<Button component={AppLink} to=… />`). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(LinkNavigationContext);
  return <Link {...props} />;
}

/** Whether `to` is the current page or one of its sub-pages, as React Router's `NavLink` decides. */
export function isPathActive(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target.replace(/\/$/, '')}/`);
}

/** A navigation entry: marked `aria-current="page"` while the visitor is on that page. */
export function AppNavLink({ to, ...linkProps }: AppLinkProps) {
  const pathname = useAppPathname();
  return <AppLink to={to} aria-current={isPathActive(pathname, to) ? 'page' : undefined} {...linkProps} />;
}
