// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, so the test holds its wiring as well as apps/web/web-layers.eslint.js;
// only the import rule runs, without type information, to keep the test fast.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nimport type { Thing } from '${specifier}';\nexport const used: Thing = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('web import directions (ui → lib → features → app)', () => {
  it.each([
    ['ui imports lib', 'ui/dates.ts', '../lib/paths'],
    ['ui imports a feature', 'ui/dates.ts', '../features/billing/api/use-subscription.query'],
    ['ui imports app', 'ui/dates.ts', '../app/router'],
    ['lib imports a feature', 'lib/paths.ts', '../features/billing/api/use-subscription.query'],
    ['lib imports app', 'lib/auth/auth-state.ts', '../../app/router'],
    ['a feature imports app', 'features/practice/pages/my-practice.page.tsx', '../../../app/router'],
    ['a feature imports landing', 'features/site/site.routes.ts', '../../landing/prerender'],
    [
      'a feature imports a module another feature keeps private',
      'features/progress/pages/my-progress.page.tsx',
      '../../practice/components/round-report.component',
    ],
    [
      'a feature reaches another by way of src/',
      'features/progress/pages/my-progress.page.tsx',
      '../../../features/practice/components/streak-card.component',
    ],
    [
      'a feature at its root imports another privately',
      'features/practice/use-paused-gate.ts',
      '../billing/pages/plan-selection.page',
    ],
  ])('fails lint when %s', async (_case, filePath, specifier) => {
    const errors = await importErrors(filePath, specifier);
    expect(errors).toHaveLength(2);
    expect(errors.every((error) => error.startsWith('no-restricted-imports:'))).toBe(true);
  });

  it.each([
    ['lib imports ui', 'lib/paths.ts', '../ui/dates'],
    ['a feature imports lib', 'features/practice/pages/my-practice.page.tsx', '../../../lib/paths'],
    ['a feature imports ui', 'features/practice/pages/my-practice.page.tsx', '../../../ui/dates'],
    [
      'a feature imports its own modules',
      'features/practice/pages/my-practice.page.tsx',
      '../components/skill-tabs.component',
    ],
    [
      'a feature imports another through its public modules',
      'features/progress/pages/my-progress.page.tsx',
      '../../practice/components/streak-card.component',
    ],
    [
      'a feature at its root imports another publicly',
      'features/practice/use-paused-gate.ts',
      '../billing/api/use-subscription.query',
    ],
    ['app imports a feature', 'app/router.tsx', '../features/billing/pages/plan-selection.page'],
    ['landing imports app', 'landing/prerender.tsx', '../app/render-html'],
    ['a test imports the test helpers', 'ui/dates.test.ts', '../testing/render-with-providers'],
  ])('passes lint when %s', async (_case, filePath, specifier) => {
    expect(await importErrors(filePath, specifier)).toEqual([]);
  });
});
