import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LearnerSubject } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner, buildParent, buildSubscription, seedGrades } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { readAppPage, writeServerRender } from './app-page.test-support';

const APP_PAGE = '<!doctype html><html><head><title>app</title></head><body></body></html>';
const LANDING_PAGE = '<!doctype html><title>landing</title>';

function buildWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mathwise-web-dist-'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('web pages', () => {
  let testApp: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = buildWebDist({ 'index.html': APP_PAGE, 'landing.html': LANDING_PAGE });
    writeServerRender(webDistDir);
    testApp = await createTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('sends the prerendered landing page to a visitor without a session, query string or not', async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LANDING_PAGE);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(String(response.headers['content-security-policy'])).not.toMatch(
        /script-src[^;]*'unsafe-inline'/,
      );
    }
  });

  it('sends the app to a signed-in user at `/`, so the header shows their own menu', async () => {
    const parent = await buildParent(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: parent.headers });
    expect(response.statusCode).toBe(200);
    expect(readAppPage(response.body).page).toBe(APP_PAGE);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it("writes the requester's own session into the app page, private to their browser", async () => {
    const parent = await buildParent(testApp, { name: 'Pat Parent' });
    const learner = await buildLearner(testApp, { name: 'Lee Learner' });
    for (const [user, userType] of [
      [parent, 'parent'],
      [learner, 'learner'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/my-practice',
        headers: user.headers,
      });
      const { page, session } = readAppPage(response.body);
      expect(page).toBe(APP_PAGE);
      expect(session).toEqual({
        user: {
          id: user.userId,
          name: user.name,
          email: user.email,
          emailVerified: true,
          image: null,
          nickname: expect.any(String) as string,
          userType,
          roles: '',
        },
      });
      // Only the user's own fields: never the session's token or anyone else's data.
      expect(response.body).not.toContain(user.headers.authorization?.replace('Bearer ', '') ?? 'no token');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(String(response.headers['content-security-policy'])).not.toMatch(
        /script-src[^;]*'unsafe-inline'/,
      );
    }
  });

  it("answers the page's first reads in the page, exactly as the API answers them, for its own user only", async () => {
    await seedGrades(testApp);
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    await buildSubscription(testApp, parent, [learner]);
    const apiAnswer = async (url: string, headers: Record<string, string>) =>
      (await testApp.app.inject({ method: 'GET', url, headers })).json<unknown>();
    const subjectsPath = `/api/getSubjectsByLearnerID/${learner.userId}/1`;
    // The views open on one grade, whose topics the page reads once the grades have answered: for a new learner,
    // with no current grade and no points yet, the first.
    const grades = (await apiAnswer(subjectsPath, parent.headers)) as LearnerSubject[];
    expect(grades.some((grade) => grade.is_current || grade.learner_points > 0)).toBe(false);
    const firstGrade = grades[0];
    const progressPaths = [
      `/api/getOneSubscription/${parent.userId}/parent`,
      `/api/getLearnerProgress/${learner.userId}`,
      subjectsPath,
      `/api/getLearnerTopicsBySubjectID/${firstGrade?.id}/${learner.userId}`,
    ];

    const page = await testApp.app.inject({
      method: 'GET',
      url: `/parent/progress/${learner.userId}`,
      headers: parent.headers,
    });
    const { answers } = readAppPage(page.body).session as { answers: Record<string, unknown> };
    expect(Object.keys(answers).sort()).toEqual([...progressPaths].sort());
    for (const path of progressPaths) expect(answers[path]).toEqual(await apiAnswer(path, parent.headers));

    // Another family's parent asking for the same page gets their own subscription's answer and nothing of the child.
    const stranger = await buildParent(testApp);
    const strangerPage = await testApp.app.inject({
      method: 'GET',
      url: `/parent/progress/${learner.userId}`,
      headers: stranger.headers,
    });
    const strangerSession = readAppPage(strangerPage.body).session as { answers: Record<string, unknown> };
    expect(Object.keys(strangerSession.answers)).toEqual([
      `/api/getOneSubscription/${stranger.userId}/parent`,
    ]);
    expect(strangerPage.body).not.toContain(learner.name);

    // A learner's practice page: the subscription, and no skills for a topic that does not exist (the app asks and
    // shows not found as before).
    const practice = await testApp.app.inject({
      method: 'GET',
      url: '/practice/999999',
      headers: learner.headers,
    });
    expect(Object.keys((readAppPage(practice.body).session as { answers: object }).answers)).toEqual([
      `/api/getOneSubscription/${learner.userId}/learner`,
    ]);
    // Pages not listed, a HEAD, and a user of the other kind read nothing.
    for (const [url, headers, method] of [
      ['/my-practice', learner.headers, 'GET'],
      [`/parent/progress/${learner.userId}`, learner.headers, 'GET'],
      ['/practice/1', parent.headers, 'GET'],
      [`/parent/progress/${learner.userId}`, parent.headers, 'HEAD'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers });
      if (method === 'GET') expect(readAppPage(response.body).session).not.toHaveProperty('answers');
      else expect(response.body).toBe('');
    }
  });

  it('writes no user into the app page for a visitor, or for a forged cookie', async () => {
    for (const headers of [{}, { cookie: 'mathwise.session_token=forged.value' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/pricing', headers });
      expect(readAppPage(response.body).session).toEqual({ user: null });
    }
  });

  it('keeps a name that tries to close the script element inside the data block', async () => {
    const name = "</script><script>alert(1)</script><!-- $& $' \u2028";
    const parent = await buildParent(testApp, { name });
    const response = await testApp.app.inject({ method: 'GET', url: '/settings', headers: parent.headers });
    expect(response.body).not.toContain('</script><script>');
    expect(response.body.match(/<script/g)).toHaveLength(1);
    const { page, session } = readAppPage(response.body);
    expect(page).toBe(APP_PAGE);
    expect((session as { user: { name: string } }).user.name).toBe(name);
  });

  it('compresses the app page for a browser that accepts gzip', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(readAppPage(gunzipSync(response.rawPayload).toString('utf8')).page).toBe(APP_PAGE);
  });

  it('treats an expired or forged session cookie as no session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'mathwise.session_token=forged.value' },
    });
    expect(response.body).toBe(LANDING_PAGE);
  });

  it('sends the app for every other page, whoever asks, and no page for unknown API paths', async () => {
    for (const url of ['/pricing', '/faq/account', '/no-such-page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(readAppPage(response.body).page).toBe(APP_PAGE);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it("answers HEAD for pages with the page's headers and no body, as uptime monitors and link checkers ask", async () => {
    for (const url of ['/', '/pricing']) {
      const response = await testApp.app.inject({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    }
    expect((await testApp.app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });
});

describe('web pages without a landing build', () => {
  it('sends the app at `/` too', async () => {
    const webDistDir = buildWebDist({ 'index.html': APP_PAGE });
    const testApp = await createTestApp({}, { webDistDir });
    try {
      expect(readAppPage((await testApp.app.inject({ method: 'GET', url: '/' })).body).page).toBe(APP_PAGE);
    } finally {
      await testApp.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

/**
 * The entry of a build's manifest, in the shape Vite writes: keys are source paths (or `_` + file for shared chunks),
 * each with its file and imports.
 */
const ENTRY_MANIFEST = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/main.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
};

describe('the app page of a build with a manifest', () => {
  const manifest = {
    ...ENTRY_MANIFEST,
    '_ui-kit.js': { file: 'assets/ui-kit.js', imports: ['_framework.js'] },
    'src/lib/auth/session-bridge.component.tsx': {
      file: 'assets/session-bridge.js',
      isDynamicEntry: true,
      imports: ['_framework.js', '_auth-client.js'],
    },
    '_auth-client.js': { file: 'assets/auth-client.js' },
    'src/app/layouts/header/profile-menu.component.tsx': {
      file: 'assets/profile-menu.js',
      isDynamicEntry: true,
      imports: ['_ui-kit.js'],
      css: ['assets/profile-menu.css'],
    },
    'src/app/layouts/learner-layout.component.tsx': {
      file: 'assets/learner-layout.js',
      isDynamicEntry: true,
    },
    'src/features/practice/pages/practice-session.page.tsx': {
      file: 'assets/practice-session.js',
      isDynamicEntry: true,
      imports: ['_ui-kit.js'],
    },
  };
  let testApp: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = buildWebDist({ 'index.html': APP_PAGE, '.vite/manifest.json': JSON.stringify(manifest) });
    writeServerRender(webDistDir);
    testApp = await createTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const preloadsOf = (body: string) =>
    [
      ...body.matchAll(
        /<link rel="(?:modulepreload" crossorigin|preload" as="style" crossorigin) href="([^"]+)">/g,
      ),
    ]
      .map((match) => match[1])
      .sort();
  const SHELL = [
    '/assets/auth-client.js',
    '/assets/learner-layout.js',
    '/assets/profile-menu.css',
    '/assets/profile-menu.js',
    '/assets/session-bridge.js',
    '/assets/ui-kit.js',
  ];

  it('names the signed-in shell code for a signed-in user, and a listed page its own, so they download beside the entry', async () => {
    const learner = await buildLearner(testApp);
    const { body } = await testApp.app.inject({
      method: 'GET',
      url: '/practice/1',
      headers: learner.headers,
    });
    expect(preloadsOf(body)).toEqual([...SHELL, '/assets/practice-session.js'].sort());
    // The rest of the page is the build's own.
    expect(readAppPage(body.replace(/<link rel="[^>]+>/g, '')).page).toBe(APP_PAGE);
    // A page that is not listed gets the shell alone.
    const other = await testApp.app.inject({ method: 'GET', url: '/my-practice', headers: learner.headers });
    expect(preloadsOf(other.body)).toEqual(SHELL);
  });

  it('names nothing more for a visitor, whose pages need none of it', async () => {
    const { body } = await testApp.app.inject({ method: 'GET', url: '/practice/1' });
    expect(body).not.toContain('<link');
  });
});

describe('the app page of a build that renders pages on the server', () => {
  const page =
    '<!doctype html><html><head><title>app</title>' +
    '<script type="module" crossorigin src="/assets/main.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/main.css"></head><body>' +
    '<!--boot-shell--><div id="boot-shell" class="boot-shell" aria-hidden="true">\n  <div class="boot-shell__bar"><span>Mathwise</span></div>\n</div><!--/boot-shell-->' +
    '<div id="root"></div></body></html>';
  const manifest = {
    ...ENTRY_MANIFEST,
    'src/app/start-after-paint.ts': { file: 'assets/start-after-paint.js', isEntry: true },
    'src/features/practice/pages/practice-session.page.tsx': {
      file: 'assets/practice-session.js',
      isDynamicEntry: true,
      imports: ['_framework.js'],
      css: ['assets/practice-session.css'],
    },
  };
  // The render the web build writes beside its plan (apps/web/server-render.plugin.ts), standing in with what it was given.
  const renderModule = `export async function renderAppPage(pathname, session) {
    if (pathname === '/practice/13') throw new Error('the render failed');
    return '<main>' + pathname + ' for ' + session.user.id + ': ' + Object.keys(session.answers).join(' ') + '</main>';
  }`;
  let testApp: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = buildWebDist({ 'index.html': page, '.vite/manifest.json': JSON.stringify(manifest) });
    writeServerRender(webDistDir, renderModule);
    testApp = await createTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('writes the rendered page into the root, with the answers it was rendered from, in place of the header frame', async () => {
    const learner = await buildLearner(testApp);
    const { body } = await testApp.app.inject({
      method: 'GET',
      url: '/practice/999',
      headers: learner.headers,
    });
    const subscriptionPath = `/api/getOneSubscription/${learner.userId}/learner`;
    expect(body).toContain(
      `<div id="root"><main>/practice/999 for ${learner.userId}: ${subscriptionPath}</main></div>`,
    );
    expect(body).not.toContain('boot-shell');
    expect(Object.keys((readAppPage(body).session as { answers: object }).answers)).toEqual([
      subscriptionPath,
    ]);
    // The page's styles apply from the first paint.
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/practice-session.css">');
    // Its scripts only hydrate it: none is named in the HTML, where the browser would fetch it beside the document
    // and its styles. The start script asks for the entry and every module of the page once the page has painted.
    expect(body).not.toMatch(/modulepreload|src="\/assets\/main\.js"/);
    expect(body).toContain('<script type="module" crossorigin src="/assets/start-after-paint.js"></script>');
    const start = /<script type="application\/json" id="mathwise-start">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(start?.[1] ?? 'null')).toEqual({
      entry: '/assets/main.js',
      modules: expect.arrayContaining(['/assets/framework.js', '/assets/practice-session.js']) as string[],
    });
  });

  it('leaves the page to the browser when the render fails, for pages it does not list, and for visitors', async () => {
    const learner = await buildLearner(testApp);
    for (const [url, headers] of [
      ['/practice/13', learner.headers],
      ['/my-practice', learner.headers],
      ['/practice/999', {}],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(readAppPage(response.body).page.replace(/<link rel="(?:modulepreload|preload)[^>]+>/g, '')).toBe(
        page.replace(/<link rel="modulepreload"[^>]+>/, ''),
      );
    }
  });
});
