import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const sourceDir = import.meta.dirname;
const sources = readdirSync(sourceDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the contract runs in the browser', () => {
  // learning-rules is pure too (no I/O); it owns the learning constants and feedback messages the contract re-exports.
  const allowedPackages = new Set(['zod', '@mathwise/learning-rules']);

  it.each(sources)('%s imports only zod, the learning rules and its own modules', (file) => {
    const text = readFileSync(join(sourceDir, file), 'utf8');
    const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(
      specifiers.filter((specifier) => !allowedPackages.has(specifier ?? '') && !specifier?.startsWith('./')),
    ).toEqual([]);
  });
});
