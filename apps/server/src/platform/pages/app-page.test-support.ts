import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SESSION_ELEMENT_ID } from '@mathwise/api-contract';

const BOOT_SESSION_BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_SESSION_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/**
 * The app page as built, without the session block the server writes into it (app-page.ts), and that block's data,
 * for the suites that serve the page (web-pages.test.ts, web-build.test.ts). Throws when the page carries no block.
 */
export function readAppPage(body: string): { page: string; session: unknown } {
  const match = BOOT_SESSION_BLOCK.exec(body);
  if (!match?.[1]) throw new Error(`No session block in ${body}`);
  return { page: body.replace(match[0], ''), session: JSON.parse(match[1]) };
}

/**
 * What the web build writes into `.ssr/server-render.mjs` for the server besides the render (server-render.tsx): the
 * signed-in shell's modules and the plan of pages from the routes' page starts, standing in with the practice and
 * parent progress pages as their web routes declare them (page-start.test.ts holds the real plan to those reads).
 */
const PAGE_START_STAND_IN = `
export const signedInShellModules =
  /^src\\/(lib\\/auth\\/session-bridge|app\\/layouts\\/header\\/profile-menu|app\\/layouts\\/[\\w-]+-layout)\\.component\\.tsx$/;
const PRACTICE_MODULES = ['src/features/practice/pages/practice-session.page.tsx'];
const PROGRESS_MODULES = ['src/features/progress/pages/parent-learner.page.tsx'];
export function planPageStart(pathname, user) {
  const subscription = '/api/getOneSubscription/' + user.id + '/' + user.userType;
  const practice = /^\\/practice\\/([1-9]\\d{0,8})$/.exec(pathname);
  if (practice && user.userType === 'learner')
    return {
      modules: PRACTICE_MODULES,
      firstReads: [subscription, '/api/getPracticeSkills/' + practice[1] + '/' + user.id],
      nextReads: () => [],
    };
  const progress = /^\\/parent\\/progress\\/([\\w-]{1,64})$/.exec(pathname);
  if (!progress || user.userType !== 'parent') return undefined;
  const learnerId = progress[1];
  const subjects = '/api/getSubjectsByLearnerID/' + learnerId + '/1';
  return {
    modules: PROGRESS_MODULES,
    firstReads: [subscription, '/api/getLearnerProgress/' + learnerId, subjects],
    nextReads: (answers) => {
      const grades = answers[subjects] ?? [];
      const grade = grades.find((candidate) => candidate.is_current) ?? grades[0];
      return grade ? ['/api/getLearnerTopicsBySubjectID/' + grade.id + '/' + learnerId] : [];
    },
  };
}
`;

/** Writes the build's server module into a web build: the plan of pages, and the render when given one. */
export function writeServerRender(webDistDir: string, renderAppPage = ''): void {
  mkdirSync(join(webDistDir, '.ssr'), { recursive: true });
  writeFileSync(join(webDistDir, '.ssr/server-render.mjs'), `${PAGE_START_STAND_IN}\n${renderAppPage}`);
}
