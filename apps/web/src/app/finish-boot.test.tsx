import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cutBootShell } from '@mathwise/api-contract/app-start';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFinishBoot } from './finish-boot';

function FirstPage() {
  useFinishBoot();
  return <p>page</p>;
}

describe('the header frame index.html paints before the app loads', () => {
  afterEach(() => document.getElementById('boot-shell')?.remove());

  it('is in index.html under the id the app removes', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toMatch(/<div id="boot-shell" class="boot-shell" aria-hidden="true">/);
  });

  it('is cut out whole, and nothing else, from a page the server rendered', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const page = cutBootShell(html);
    expect(page).not.toContain('boot-shell');
    expect(page).not.toContain('<svg');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<title>Mathwise</title>');
  });

  it('is removed once the first page has rendered', () => {
    const shell = document.createElement('div');
    shell.id = 'boot-shell';
    document.body.append(shell);
    render(<FirstPage />);
    expect(document.getElementById('boot-shell')).toBeNull();
  });
});
