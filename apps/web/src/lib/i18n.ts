import i18next, { type BackendModule, type i18n as I18nInstance, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEnCa from './locales/en-CA.json';

export const DEFAULT_LOCALE = 'en-CA';
export const SUPPORTED_LOCALES = ['en-CA'] as const;

/**
 * Namespaces: `common` is the app shell (header, footer, guards, errors) and ships with the entry chunk; every other
 * namespace is a feature folder name (`src/features/<namespace>/locales/<locale>.json`) and loads with that
 * feature's route, so a page's strings travel with its code.
 */
const featureLocaleLoaders = import.meta.glob<ResourceKey>('../features/*/locales/*.json', {
  import: 'default',
});

const featureLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = featureLocaleLoaders[`../features/${namespace}/locales/${language}.json`];
    if (!load) {
      callback(new Error(`No ${language} strings for namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const baseOptions = {
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: SUPPORTED_LOCALES,
  // 'en-CA' only: never ask for a bare 'en' bundle that does not exist.
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** The instance initI18n made for this page; route chunks load their strings into it (loadRouteNamespaces). */
let browserInstance: I18nInstance | undefined;

/**
 * Fetches a page's namespaces beside its code: call it from the route's `lazy` with the namespaces the page renders.
 * Otherwise the strings are asked for only once the page first renders and suspends, a round trip after its code (two
 * with the guard's session and subscription requests between), which a phone on a slow connection waits through. A
 * no-op without a browser instance: the tests' createEagerI18n holds every namespace already.
 */
export async function loadRouteNamespaces(namespaces: string[]): Promise<void> {
  await browserInstance?.loadNamespaces(namespaces);
}

/**
 * The browser instance: `common` bundled, feature namespaces fetched with their route chunk. An entry that renders a
 * known page at once (the prerendered landing) bundles that page's namespaces too, so hydration finds the same
 * strings the server HTML was written with instead of suspending.
 */
export async function initI18n(bundled: Record<string, ResourceKey> = {}): Promise<I18nInstance> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  browserInstance = instance;
  await instance
    .use(featureLocaleBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      ns: ['common', ...Object.keys(bundled)],
      partialBundledLanguages: true,
      resources: { [DEFAULT_LOCALE]: { common: commonEnCa, ...bundled } },
    });
  return instance;
}

/** The test instance: every namespace loaded synchronously, so components render without Suspense. */
export function createEagerI18n(): I18nInstance {
  const eager = import.meta.glob<ResourceKey>('../features/*/locales/*.json', {
    import: 'default',
    eager: true,
  });
  const resources: Record<string, Record<string, ResourceKey>> = { [DEFAULT_LOCALE]: { common: commonEnCa } };
  for (const [filePath, bundle] of Object.entries(eager)) {
    const match = /\.\.\/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(filePath);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[2]] ??= {})[match[1]] = bundle;
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions,
    ns: ['common', ...Object.keys(resources[DEFAULT_LOCALE] ?? {})],
    resources,
    initAsync: false,
  });
  return instance;
}
