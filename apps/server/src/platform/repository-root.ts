import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo's root, where relative settings (`data/`, `apps/web/dist`) are resolved: the nearest folder above the
 * calling module that holds the workspace lockfile. Found by walking up rather than by a fixed number of `..`, so the
 * TypeScript source (run by tsx) and the built `dist/*.js` find the same folder.
 */
export function findRepositoryRoot(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(folder, 'package-lock.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package-lock.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
