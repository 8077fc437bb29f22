import { useTranslation } from 'react-i18next';
import { Outlet, useRouteError } from 'react-router';
import { PageSpinner } from '../ui/page-spinner.component';
import { useFinishBoot } from './finish-boot';
import { paths } from '../lib/paths';
import { RouterLinkNavigation } from './router-link-navigation.component';
import { ScrollToTop } from './scroll-to-top.component';

export function RootRoute() {
  useFinishBoot();
  return (
    <RouterLinkNavigation>
      <ScrollToTop />
      <Outlet />
    </RouterLinkNavigation>
  );
}

/** Shown while the first route's code chunks download. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t('loading')} />;
}

/**
 * A page that failed to load or render, most often a code chunk gone stale after a deploy: offer a reload. Plain
 * markup on purpose: this boundary must work when chunks cannot load, and it keeps Mantine's button and typography
 * code out of the entry chunk.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useFinishBoot();
  // Logged for support; the visitor sees no internals.
  console.error(error);
  return (
    <main className="route-error">
      <h1>{t('errors.routeTitle')}</h1>
      <p>{t('errors.routeBody')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>{' '}
        <a href={paths.home.build()}>{t('errors.home')}</a>
      </p>
    </main>
  );
}
