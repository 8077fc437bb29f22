// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signedInShellModules } from './server-render';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('signedInShellModules', () => {
  it('names the session bridge, the profile menu and the area layouts where they are in the source tree', () => {
    const sources = readdirSync(`${webRoot}/src`, { recursive: true, encoding: 'utf8' }).map(
      (file) => `src/${file.replaceAll('\\', '/')}`,
    );
    expect(sources.filter((file) => signedInShellModules.test(file)).sort()).toEqual([
      'src/app/layouts/admin-layout.component.tsx',
      'src/app/layouts/header/profile-menu.component.tsx',
      'src/app/layouts/learner-layout.component.tsx',
      'src/app/layouts/parent-layout.component.tsx',
      'src/app/layouts/public-layout.component.tsx',
      'src/lib/auth/session-bridge.component.tsx',
    ]);
  });
});
