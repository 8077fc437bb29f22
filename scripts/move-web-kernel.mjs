// One-off, re-runnable: moves the web app's shared kernel from apps/web/src/app/ to apps/web/src/lib/ (issue 23,
// point 2) and rewrites every reference to the moved files, so the move is one mechanical commit.
//   1. every relative specifier in a tracked .ts/.tsx/.js/.mjs file (imports, exports, import(), vi.mock, globs)
//      is resolved from the file's old place and written again from its new place, when either side moved;
//   2. every repository path of a moved file named in tracked text (comments, docs, manifest keys) is rewritten;
//   3. the moved files are `git mv`ed.
// Re-running it after merging a branch that still imports from app/ rewrites that branch's new imports; files
// already moved are left alone. A path written inside a regular expression (server-render.tsx's
// signedInShellModules) is not rewritten: grep for `src\/app` afterwards. Usage: node scripts/move-web-kernel.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const WEB = 'apps/web/src';
/** Stems: a file without its extensions (and its `.test` sibling), or a folder. */
const MOVES = [
  'api-client',
  'paths',
  'use-page-title',
  'query-client',
  'route-page-start',
  'i18n',
  'auth',
  'locales',
].map((stem) => [`${WEB}/app/${stem}`, `${WEB}/lib/${stem}`]);

/** The moved path of a repository path (extension optional), or the path itself. */
function moved(path) {
  for (const [from, to] of MOVES) {
    if (path === from || path.startsWith(`${from}/`) || path.startsWith(`${from}.`)) {
      return to + path.slice(from.length);
    }
  }
  return path;
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.includes('node_modules/') && existsSync(join(root, file)));

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|json|md|html|css|yml|yaml)$/;
const RELATIVE_STRING = /(['"])(\.\.?\/[^'"\n]*)\1/g;
const stems = MOVES.map(([from]) => from.slice(`${WEB}/app/`.length)).join('|');
const REPO_PATH = new RegExp(`\\bsrc/app/(${stems})(?=[/.'"\`\\s),:;]|$)`, 'gm');

let rewritten = 0;
for (const file of tracked) {
  if (!TEXT.test(file) || file === 'package-lock.json' || file.startsWith('docs/decisions/')) continue;
  const before = readFileSync(join(root, file), 'utf8');
  let text = before;
  if (CODE.test(file)) {
    const from = posix.dirname(file);
    const to = posix.dirname(moved(file));
    text = text.replace(RELATIVE_STRING, (whole, quote, specifier) => {
      const target = posix.normalize(posix.join(from, specifier));
      const newTarget = moved(target);
      if (newTarget === target && from === to) return whole;
      let next = posix.relative(to, newTarget);
      if (!next.startsWith('.')) next = `./${next}`;
      if (specifier.endsWith('/') && !next.endsWith('/')) next += '/';
      return `${quote}${next}${quote}`;
    });
  }
  text = text.replace(REPO_PATH, (_whole, stem) => `src/lib/${stem}`);
  if (text !== before) {
    writeFileSync(join(root, file), text);
    rewritten += 1;
  }
}

let movedCount = 0;
for (const file of tracked) {
  const target = moved(file);
  if (target === file) continue;
  mkdirSync(dirname(join(root, target)), { recursive: true });
  execFileSync('git', ['mv', file, target], { cwd: root });
  movedCount += 1;
}
console.log(
  `rewrote ${rewritten} files, moved ${movedCount} (${relative(root, join(root, WEB))}/app -> lib)`,
);
