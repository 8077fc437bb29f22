/**
 * The dependency audit's rules (scripts/audit-dependencies.ts runs them; docs/operations.md, "Dependency audit"):
 * which licences the production dependencies may carry, and what an `npm audit --json` answer means.
 */

/** Licences a production dependency may carry without a word: permissive ones, and MPL-2.0 (file-level copyleft). */
export const ALLOWED_LICENCES = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Zlib',
  'MPL-2.0',
]);

/**
 * Packages whose licence is outside the list, each with why it is acceptable. A new one fails the audit until it is
 * read and added here.
 */
export const LICENCE_EXCEPTIONS: Record<string, string> = {
  // sharp's prebuilt libvips (optional, one per platform): LGPL-3.0 as a separately shipped shared library that sharp
  // loads at run time, which the LGPL allows in a proprietary program; we do not modify it.
  '@img/sharp-libvips-*': 'LGPL-3.0 libvips, dynamically linked by sharp, unmodified',
  '@img/sharp-*': 'sharp (Apache-2.0) bundling the LGPL-3.0 libvips, dynamically linked, unmodified',
  // The certificate PDF's embedded font: the Bitstream Vera / Arev licence, which allows embedding and redistribution.
  'dejavu-fonts-ttf': 'DejaVu fonts: Bitstream Vera licence (free to embed and redistribute)',
};

export interface LockPackage {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

export interface LicenceFinding {
  name: string;
  version: string;
  licence: string;
  /** Why it is accepted (an exception), or undefined when it fails the audit. */
  acceptedBecause?: string;
}

function exceptionFor(name: string): string | undefined {
  for (const [pattern, reason] of Object.entries(LICENCE_EXCEPTIONS)) {
    if (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern) return reason;
  }
  return undefined;
}

/** Whether an SPDX expression is satisfied by allowed licences: any side of an OR, every side of an AND. */
export function isAllowedExpression(expression: string): boolean {
  const text = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/\bOR\b/.test(text)) return text.split(/\s+OR\s+/).some((part) => isAllowedExpression(part));
  if (/\bAND\b/.test(text)) return text.split(/\s+AND\s+/).every((part) => isAllowedExpression(part));
  return ALLOWED_LICENCES.has(text);
}

/**
 * The production packages of a package-lock.json (v3 `packages`) whose licence is not allowed: those accepted by an
 * exception, and those that fail. The project's own workspaces are skipped.
 */
export function reviewLicences(packages: Record<string, LockPackage>): LicenceFinding[] {
  const findings: LicenceFinding[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at === -1 || entry.dev === true || entry.devOptional === true || entry.link === true) continue;
    const name = path.slice(at + 'node_modules/'.length);
    if (name.startsWith('@mathwise/')) continue;
    const licence = entry.license ?? 'none declared';
    if (entry.license !== undefined && isAllowedExpression(entry.license)) continue;
    findings.push({ name, version: entry.version ?? '?', licence, acceptedBecause: exceptionFor(name) });
  }
  return findings;
}

export type AuditOutcome =
  { kind: 'unavailable'; reason: string } | { kind: 'ran'; counts: Record<string, number>; failing: number };

/** What `npm audit --omit=dev --json` printed: the vulnerability counts, or why the registry gave none. */
export function readAudit(output: string): AuditOutcome {
  let answer: unknown;
  try {
    answer = JSON.parse(output);
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON: ${output.trim().slice(0, 200)}` };
  }
  const body = answer as {
    error?: { code?: string; summary?: string };
    statusCode?: number;
    message?: string;
    metadata?: { vulnerabilities?: Record<string, number> };
  };
  // The registry refusing the bulk advisory call (405 where only GET and HEAD are allowed) or npm's own error.
  if (body.statusCode !== undefined && body.statusCode >= 400) {
    return { kind: 'unavailable', reason: body.message ?? `HTTP ${body.statusCode}` };
  }
  if (body.error) {
    return {
      kind: 'unavailable',
      reason: [body.error.code, body.error.summary].filter(Boolean).join(': ') || 'unknown error',
    };
  }
  const counts = body.metadata?.vulnerabilities;
  if (!counts) return { kind: 'unavailable', reason: 'the answer holds no vulnerability counts' };
  return { kind: 'ran', counts, failing: (counts.high ?? 0) + (counts.critical ?? 0) };
}
