import { describe, expect, it } from 'vitest';
import { isAllowedExpression, readAudit, reviewLicences } from './dependency-audit';

describe('isAllowedExpression', () => {
  it('accepts an allowed licence, either side of an OR, and every side of an AND', () => {
    expect(isAllowedExpression('MIT')).toBe(true);
    expect(isAllowedExpression('(MIT OR CC0-1.0)')).toBe(true);
    expect(isAllowedExpression('(MIT OR GPL-3.0-only)')).toBe(true);
    expect(isAllowedExpression('(MIT AND Zlib)')).toBe(true);
    expect(isAllowedExpression('Apache-2.0 AND LGPL-3.0-or-later')).toBe(false);
    expect(isAllowedExpression('GPL-3.0-only')).toBe(false);
    expect(isAllowedExpression('SEE LICENSE IN LICENSE')).toBe(false);
  });
});

describe('reviewLicences', () => {
  it('reports production packages outside the list, with the exception that accepts them or none', () => {
    const findings = reviewLicences({
      '': { version: '0.1.0' },
      'node_modules/@mathwise/web': { link: true },
      'node_modules/fastify': { version: '5.0.0', license: 'MIT' },
      'node_modules/copyleft': { version: '1.0.0', license: 'GPL-3.0-only' },
      'node_modules/only-in-tests': { version: '1.0.0', license: 'GPL-3.0-only', dev: true },
      'node_modules/nameless': { version: '2.0.0' },
      'node_modules/@img/sharp-libvips-linux-x64': { version: '1.3.4', license: 'LGPL-3.0-or-later' },
      'node_modules/a/node_modules/dejavu-fonts-ttf': {
        version: '2.37.3',
        license: 'SEE LICENSE IN LICENSE',
      },
    });
    expect(findings.map((finding) => [finding.name, finding.acceptedBecause !== undefined])).toEqual([
      ['copyleft', false],
      ['nameless', false],
      ['@img/sharp-libvips-linux-x64', true],
      ['dejavu-fonts-ttf', true],
    ]);
    expect(findings[1]?.licence).toBe('none declared');
  });
});

describe('readAudit', () => {
  it('counts the vulnerabilities and fails on high and critical ones only', () => {
    const answer = JSON.stringify({
      metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high: 1, critical: 1, total: 5 } },
    });
    expect(readAudit(answer)).toEqual({
      kind: 'ran',
      counts: { info: 0, low: 2, moderate: 1, high: 1, critical: 1, total: 5 },
      failing: 2,
    });
    const clean = JSON.stringify({ metadata: { vulnerabilities: { low: 3, high: 0, critical: 0 } } });
    expect(readAudit(clean)).toMatchObject({ kind: 'ran', failing: 0 });
  });

  it('says why when the registry refuses the audit call or npm fails', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(readAudit(refused)).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'no lockfile' } }))).toEqual({
      kind: 'unavailable',
      reason: 'ENOLOCK: no lockfile',
    });
    expect(readAudit('npm ERR! network')).toMatchObject({ kind: 'unavailable' });
  });
});
