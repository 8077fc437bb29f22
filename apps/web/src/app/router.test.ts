import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const matchedPaths = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.path).filter(Boolean);

function collectPageRoutes(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.flatMap((route) => [
    ...(route.path ? [route] : []),
    ...collectPageRoutes(route.children ?? []),
  ]);
}

describe('route table', () => {
  it('resolves the shell routes of spec 1 §2', () => {
    expect(matchedPaths('/pre-signup')).toEqual(['/pre-signup/:autoLogin?']);
    expect(matchedPaths('/pre-signup/google')).toEqual(['/pre-signup/:autoLogin?']);
    expect(matchedPaths('/sign-up/parent')).toEqual(['/sign-up/:userType']);
    expect(matchedPaths('/action-page')).toEqual(['/action-page/:action?']);
    expect(matchedPaths('/action-page/logout')).toEqual(['/action-page/:action?']);
    expect(matchedPaths('/onboarding')).toEqual(['/onboarding']);
    expect(matchedPaths('/email-verification')).toEqual(['/email-verification']);
    expect(matchedPaths('/ask-parent')).toEqual(['/ask-parent']);
    expect(matchedPaths('/plan-selection/1/4')).toEqual(['/plan-selection/:plan?/:children?']);
    expect(matchedPaths('/design-system')).toEqual(['/design-system']);
  });

  it('sends any other path to the not-found page', () => {
    expect(matchedPaths('/no/such/page')).toEqual(['*']);
  });

  it('lazy-loads every page so each area is its own chunk', () => {
    for (const route of collectPageRoutes(routes)) {
      expect(route.lazy, `route ${route.path ?? ''}`).toBeDefined();
    }
  });
});
