// The web app's import directions, held by ESLint's no-restricted-imports (docs/ARCHITECTURE.md, decision 027):
//   ui  →  lib  →  features  →  app (and landing, main.tsx)
// a layer imports only the layers to its left; src/testing/ may be imported by any test. A feature imports another
// feature only through that feature's public modules below, its explicit public entry. (A barrel index.ts per
// feature made five routes' initial JavaScript 15 KB gzip heavier: see decision 027.)
import { readdirSync } from 'node:fs';

/** Per feature, the modules other features may import (paths inside the feature, without extension). */
export const FEATURE_PUBLIC_MODULES = {
  accounts: ['api/use-validate-account-email.mutation'],
  billing: ['api/use-subscription.query', 'components/subscription-paused-dialog.component'],
  curriculum: ['api/use-subjects.query', 'api/use-topics.query'],
  practice: [
    'api/use-learner-streak.query',
    'components/skill-level-badge.component',
    'components/streak-card.component',
  ],
  progress: [
    'api/use-learner-progress.query',
    'api/use-learner-subjects.query',
    'api/use-learner-topics.query',
  ],
  learners: [
    'learner-name',
    'components/add-new-learner-dialog.component',
    'components/family-invitations-notice.component',
    'components/grade-select.component',
    'components/learner-habit-settings.component',
  ],
};

const SRC = 'apps/web/src';
const FEATURES = readdirSync(new URL('src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Folder depths below a layer's root that get their own block: a relative specifier's meaning depends on it. */
const DEPTHS = [0, 1, 2, 3];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The files `depth` folders below `root`. */
const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];
/** A specifier that climbs from `depth` folders below a layer's root to src/ and enters one of `layers`. */
const intoLayers = (depth, layers) => `^(\\./)?(\\.\\./){${depth + 1}}(${layers.join('|')})(/|$)`;

function block(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

function layerBlocks(layer, forbidden) {
  return DEPTHS.map((depth) =>
    block(filesAt(`${SRC}/${layer}`, depth), [
      {
        regex: intoLayers(depth, forbidden),
        message: `${layer}/ may not import ${forbidden.join('/, ')}/ (web layers: ui → lib → features → app).`,
      },
    ]),
  );
}

function featureBlocks(feature) {
  const others = FEATURES.filter((name) => name !== feature);
  const publicModules = others.flatMap((name) =>
    (FEATURE_PUBLIC_MODULES[name] ?? []).map((module) => escape(`${name}/${module}`)),
  );
  const allowed = publicModules.length ? `(?!(${publicModules.join('|')})$)` : '';
  return DEPTHS.map((depth) =>
    block(filesAt(`${SRC}/features/${feature}`, depth), [
      {
        // From a feature to src/: the shell, the landing entry, or back into features/ by the long way round.
        regex: `^(\\./)?(\\.\\./){${depth + 2}}(app|landing|features)(/|$)`,
        message:
          'A feature may import ui/ and lib/, never app/ or landing/ (web layers: ui → lib → features → app).',
      },
      {
        regex: `^(\\./)?(\\.\\./){${depth + 1}}${allowed}(${others.map(escape).join('|')})(/|$)`,
        message:
          'A feature imports another feature only through its public modules (FEATURE_PUBLIC_MODULES in apps/web/web-layers.eslint.js).',
      },
    ]),
  );
}

/** The config blocks, for eslint.config.js. */
export const webLayers = [
  ...layerBlocks('ui', ['lib', 'features', 'app', 'landing']),
  ...layerBlocks('lib', ['features', 'app', 'landing']),
  ...FEATURES.flatMap(featureBlocks),
];
