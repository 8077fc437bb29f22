import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** Public site pages owned by the site area (spec 1 §2), each its own chunk. */
export const sitePublicRoutes: RouteObject[] = [
  {
    path: paths.home.pattern,
    lazy: async () => ({ Component: (await import('./pages/landing.page')).LandingPage }),
  },
  {
    path: paths.product.pattern,
    lazy: async () => ({ Component: (await import('./pages/product.page')).ProductPage }),
  },
  {
    path: paths.pricing.pattern,
    lazy: async () => ({ Component: (await import('./pages/pricing.page')).PricingPage }),
  },
  {
    path: paths.faq.pattern,
    lazy: async () => ({ Component: (await import('./pages/faq.page')).FaqPage }),
  },
  {
    path: paths.contactUs.pattern,
    lazy: async () => ({ Component: (await import('./pages/contact-us.page')).ContactUsPage }),
  },
  {
    path: paths.designSystem.pattern,
    lazy: async () => ({ Component: (await import('./pages/design-system.page')).DesignSystemPage }),
  },
];

/** Any other path (spec 1 §2). Registered last by the router. */
export const siteNotFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./pages/not-found.page')).NotFoundPage }),
};
