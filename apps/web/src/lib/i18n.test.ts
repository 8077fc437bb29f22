import { describe, expect, it } from 'vitest';
import { initI18n, loadRouteNamespaces } from './i18n';

describe('loadRouteNamespaces', () => {
  it("loads a route's namespaces into the browser instance before its page renders", async () => {
    const i18n = await initI18n();
    expect(i18n.hasLoadedNamespace('practice')).toBe(false);
    await loadRouteNamespaces(['practice', 'billing']);
    expect(i18n.hasLoadedNamespace('practice')).toBe(true);
    expect(i18n.hasLoadedNamespace('billing')).toBe(true);
    expect(i18n.hasLoadedNamespace('progress')).toBe(false);
    expect(i18n.t('loadFailedTitle', { ns: 'practice' })).toBe('This page could not load');
  });
});
