import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fromNodeHeaders } from 'better-auth/node';
import {
  BOOT_SESSION_ELEMENT_ID,
  type BootSession,
  type BootSessionUser,
  type PlanPageStart,
  type RenderAppPage,
} from '@mathwise/api-contract';
import {
  APP_START_SCRIPT_MODULE,
  cutBootShell,
  takeModuleScripts,
  toScriptSafeJson,
  writeStartTags,
} from '@mathwise/api-contract/app-start';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { answerPageReads } from './page-reads';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const NO_MODULES: readonly string[] = [];
/** Where a web build keeps its render of pages for the server (apps/web/server-render.plugin.ts). */
const SERVER_RENDER_FILE = '.ssr/server-render.mjs';
const ROOT_ELEMENT = '<div id="root"></div>';

function addChunkFiles(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addChunkFiles(manifest, imported, files);
}

/**
 * The signed-in shell's code and styles, and a page's own modules (its page start), less what the page's entry already
 * names. The router asks for them only once the entry has downloaded and run (seconds on a slow phone);
 * named in the page, they download beside it.
 */
function signedInPreloadFiles(
  manifest: Manifest,
  shellModules: RegExp | undefined,
  pageModules: readonly string[],
): string[] {
  const entryFiles = new Set<string>();
  addChunkFiles(manifest, 'index.html', entryFiles);
  const files = new Set<string>();
  const shellKeys = shellModules ? Object.keys(manifest).filter((key) => shellModules.test(key)) : [];
  const keys = [...shellKeys, ...pageModules];
  for (const key of keys) addChunkFiles(manifest, key, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

function preloadTag(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * The page the server rendered: its markup in the root in place of the header frame, and its styles as stylesheets,
 * applied from the first paint (the header moved 29 px when they arrived after it). Its scripts are not in the HTML:
 * the build's start script asks for them once the page has painted, so a slow connection spends itself on the
 * document and the styles first (docs/decisions/014-start-after-first-paint.md).
 */
function writeRenderedPage(
  html: string,
  markup: string,
  files: readonly string[],
  startScript: string,
): string {
  const { html: page, start } = takeModuleScripts(html);
  for (const file of files) if (!file.endsWith('.css')) start.modules.push(`/${file}`);
  const head = [
    ...files
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    writeStartTags(start, startScript),
  ].join('');
  // index.html's header frame, painted while the app's code downloads: a rendered page has its real header.
  return cutBootShell(page)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

/** What the server reads of a web build besides its page, once per build. */
interface WebBuild {
  webDistDir: string;
  /** The build's index.html: a rebuild changes it, and everything here is read again. */
  template: string;
  manifest: Manifest;
  /** The preload files per list of page modules (the same list object for the same page start). */
  preloadFiles: Map<readonly string[], string[]>;
  /** The build's render of pages; undefined for a build without one (development, tests) or one that cannot load. */
  render: RenderAppPage | undefined;
  /**
   * The build's plan of the pages people land on, from their web routes (docs/page-start.md); with it the server names
   * no web source. Undefined with the render: such a build's pages read everything from the browser.
   */
  planPageStart: PlanPageStart | undefined;
  /** The modules every signed-in page loads right after its entry has run, as the build names them. */
  signedInShellModules: RegExp | undefined;
  /** The file of the script a rendered page starts the app with; a build without one renders no page. */
  startScript: string | undefined;
}
let webBuild: WebBuild | undefined;

async function readWebBuild(webDistDir: string, template: string, log: FastifyBaseLogger): Promise<WebBuild> {
  if (webBuild?.webDistDir === webDistDir && webBuild.template === template) return webBuild;
  // A build without a manifest (a development or test page) names nothing more; the router still loads it all.
  const manifestText = await readFile(join(webDistDir, '.vite/manifest.json'), 'utf8').catch(() => '{}');
  const manifest = JSON.parse(manifestText) as Manifest;
  const serverRender = await importServerRender(webDistDir, template, log);
  webBuild = {
    webDistDir,
    template,
    manifest,
    preloadFiles: new Map(),
    render: serverRender?.renderAppPage,
    planPageStart: serverRender?.planPageStart,
    signedInShellModules: serverRender?.signedInShellModules,
    startScript: manifest[APP_START_SCRIPT_MODULE]?.file,
  };
  return webBuild;
}

/** What the web build's `.ssr/server-render.mjs` exports (docs/page-start.md). */
interface ServerRenderModule {
  renderAppPage?: RenderAppPage;
  planPageStart?: PlanPageStart;
  signedInShellModules?: RegExp;
}

async function importServerRender(
  webDistDir: string,
  template: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderModule | undefined> {
  const file = join(webDistDir, SERVER_RENDER_FILE);
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) return undefined;
  // Named after the build's page: a rebuild writes a new module at the same path, which Node's module cache keeps.
  const build = createHash('sha256').update(template).digest('hex').slice(0, 16);
  try {
    return (await import(`${pathToFileURL(file).href}?build=${build}`)) as ServerRenderModule;
  } catch (error) {
    log.warn(
      { err: error, file },
      'The render of pages in this build could not be loaded; the browser renders them',
    );
    return undefined;
  }
}

function preloadFilesFor(build: WebBuild, pageModules: readonly string[]): string[] {
  let files = build.preloadFiles.get(pageModules);
  if (files === undefined) {
    files = signedInPreloadFiles(build.manifest, build.signedInShellModules, pageModules);
    build.preloadFiles.set(pageModules, files);
  }
  return files;
}

/** The session the page's request carries, read as the web app's own session request would read it. */
async function readBootSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BootSession> {
  if (request.headers.cookie === undefined && request.headers.authorization === undefined)
    return { user: null };
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // better-auth extends a session due for its sliding refresh and re-sets the cookie; that cookie must reach the browser.
  for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
  if (!response) return { user: null };
  const user = response.user as typeof response.user & Record<string, unknown>;
  const optionalString = (value: unknown) => (typeof value === 'string' ? value : null);
  const bootUser: BootSessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    image: user.image ?? null,
    nickname: optionalString(user.nickname),
    userType: optionalString(user.userType),
    roles: optionalString(user.roles),
  };
  return { user: bootUser };
}

/**
 * Reads the build's manifest and imports its render of pages before the first request, which would otherwise wait for
 * them (the render is a large module).
 */
export async function prepareAppPage(webDistDir: string, log: FastifyBaseLogger): Promise<void> {
  await readWebBuild(webDistDir, await readFile(join(webDistDir, 'index.html'), 'utf8'), log);
}

/** The build's plan of the page at this path for this user, or undefined (none, or a plan that failed, which is logged). */
function planPage(build: WebBuild, pathname: string, user: BootSessionUser, request: FastifyRequest) {
  try {
    return build.planPageStart?.(pathname, user);
  } catch (error) {
    request.log.warn(
      { err: error, pathname },
      "The page's start could not be planned; the browser reads its data",
    );
    return undefined;
  }
}

/**
 * The page's markup from the build's render, or undefined (a build without one, or a render that failed, which is
 * logged): the browser then renders the page itself, as for any other page.
 */
async function renderPage(
  build: WebBuild,
  pathname: string,
  session: BootSession,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (!build.render || !build.template.includes(ROOT_ELEMENT)) return undefined;
  try {
    return await build.render(pathname, session);
  } catch (error) {
    request.log.warn(
      { err: error, pathname },
      'The page could not be rendered on the server; the browser will',
    );
    return undefined;
  }
}

/**
 * Sends the web app's page (index.html) with the request's session written into it as a non-executing JSON block
 * (the CSP allows no inline script), so the app knows at once who it serves and asks for the page's data in parallel
 * with its code. On a signed-in page people land on (its web route's page start, in the build's plan) the block also
 * carries the API's answers to the page's first reads, the page's code is named for preloading, and the build's
 * server render writes the page's markup, which the browser hydrates (docs/page-start.md). The page is per user:
 * private to the browser, revalidated every time, and varying by cookie. A session that cannot be read leaves the
 * block out, and the app asks for its session itself.
 */
export async function sendAppPage(
  auth: Auth,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const template = await readFile(join(webDistDir, 'index.html'), 'utf8');
  let html = template;
  try {
    const session = await readBootSession(auth, request, reply);
    let files: readonly string[] = NO_MODULES;
    let rendered: { markup: string; startScript: string } | undefined;
    if (session.user) {
      const build = await readWebBuild(webDistDir, template, request.log);
      const pathname = request.url.split('?')[0] ?? '/';
      const plan = planPage(build, pathname, session.user, request);
      // HEAD sends no page, so it reads nothing for one.
      if (plan && request.method === 'GET') {
        session.answers = await answerPageReads(request, plan);
        const markup = await renderPage(build, pathname, session, request);
        if (markup !== undefined && build.startScript) rendered = { markup, startScript: build.startScript };
      }
      files = preloadFilesFor(build, plan?.modules ?? NO_MODULES);
    }
    const preloads = rendered ? '' : files.map(preloadTag).join('');
    const block = `${preloads}<script type="application/json" id="${BOOT_SESSION_ELEMENT_ID}">${toScriptSafeJson(session)}</script>`;
    // Functions, not strings: a `$&` or `$'` in a user's name would otherwise be read as a replacement pattern.
    html = template.includes('</head>')
      ? template.replace('</head>', () => `${block}</head>`)
      : `${block}${template}`;
    if (rendered) html = writeRenderedPage(html, rendered.markup, files, rendered.startScript);
  } catch (error) {
    request.log.warn(
      { err: error },
      'The session for the app page could not be read; the app will ask for it',
    );
  }
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, Accept-Encoding');
  if (request.method === 'HEAD') return reply.send('');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}
