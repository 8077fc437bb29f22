import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The free live diagnostic demo (spec 1 §2): public, no login. */
export const demoPublicRoutes: RouteObject[] = [
  {
    path: paths.diagnosticDemo.pattern,
    lazy: async () => ({ Component: (await import('./pages/diagnostic-demo.page')).DiagnosticDemoPage }),
  },
];
