import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Storage } from './storage';
import { assertValidStorageKey } from './storage';

const CONTENT_TYPE_SUFFIX = '.content-type';

/**
 * Files under one directory (data/uploads by default). The content type is kept beside each file, so serving never
 * guesses from a name. Writes go to a temporary name first, so a reader never sees half a file.
 */
export function createLocalDiskStorage(directory: string): Storage {
  const pathOf = (key: string) => {
    assertValidStorageKey(key);
    return join(directory, ...key.split('/'));
  };

  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await writeFile(`${path}${CONTENT_TYPE_SUFFIX}`, contentType);
      await rename(temporary, path);
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}${CONTENT_TYPE_SUFFIX}`, 'utf8'),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}${CONTENT_TYPE_SUFFIX}`, { force: true });
    },
  };
}
