import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveAuthState, type AuthState, type SessionUserLike } from '../lib/auth/auth-state';
import { pageStartReads, planPageStart, startPageReads } from './page-start';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';

const user = (userType: 'parent' | 'learner', id: string): SessionUserLike => ({
  id,
  name: 'Pat',
  email: `${id}@example.com`,
  emailVerified: true,
  userType,
  roles: '',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers every call with what the route needs and records the paths asked for. */
function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      asked.push(path);
      if (path.startsWith('/api/getSubjectsByLearnerID/'))
        return Promise.resolve(
          json([
            { id: 1, name: 'Grade 6', points: 0, learner_points: 0, is_current: false },
            { id: 2, name: 'Grade 7', points: 0, learner_points: 0, is_current: true },
          ]),
        );
      return Promise.resolve(json({}));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What main.tsx does for a page whose HTML carries these answers. */
function startInBrowser(
  queryClient: ReturnType<typeof createQueryClient>,
  pathname: string,
  auth: AuthState,
  answers: Record<string, unknown> = {},
) {
  startPageReads(queryClient, pageStartReads(routes, pathname, auth), answers, { askApi: true });
}

describe('the data a page people land on asks for as it starts', () => {
  it("asks for the learner's subscription and the practice page's skills at once, under the page's keys", async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    startInBrowser(queryClient, '/practice/3', deriveAuthState(user('learner', 'l1'), false));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['/api/getOneSubscription/l1/learner', '/api/getPracticeSkills/3/l1']);
    expect(queryClient.getQueryState(['practice', 'practice-skills', 3, 'l1', null])).toBeDefined();
    expect(queryClient.getQueryState(['billing', 'subscription', 'l1', 'learner'])).toBeDefined();
  });

  it("asks for a parent's progress page: overview, grades, then the current grade's topics", async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    startInBrowser(queryClient, '/parent/progress/l9', deriveAuthState(user('parent', 'p1'), false));
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked).toEqual([
      '/api/getOneSubscription/p1/parent',
      '/api/getLearnerProgress/l9',
      '/api/getSubjectsByLearnerID/l9/1',
      '/api/getLearnerTopicsBySubjectID/2/l9',
    ]);
  });

  it('asks for nothing a page would not: visitors, teachers, other pages, malformed ids', async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    startInBrowser(queryClient, '/practice/3', { status: 'anonymous' });
    startInBrowser(
      queryClient,
      '/parent/progress/l9',
      deriveAuthState({ ...user('parent', 't1'), roles: 'teacher' }, false),
    );
    startInBrowser(queryClient, '/practice/topic-report/3', deriveAuthState(user('learner', 'l1'), false));
    startInBrowser(queryClient, '/practice/3/x', deriveAuthState(user('learner', 'l2'), false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual(['/api/getOneSubscription/l1/learner', '/api/getOneSubscription/l2/learner']);
  });
});

describe("a page's start from the server's answers", () => {
  const learner = deriveAuthState(user('learner', 'l1'), false);
  const parent = deriveAuthState(user('parent', 'p1'), false);
  const grades = [
    { id: 1, name: 'Grade 6', points: 0, learner_points: 0, is_current: false },
    { id: 2, name: 'Grade 7', points: 0, learner_points: 0, is_current: true },
  ];

  it('seeds the queries from the answers and asks only for the rest, the reads that follow included', async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    startInBrowser(queryClient, '/parent/progress/l9', parent, {
      '/api/getOneSubscription/p1/parent': { message: 'No subscription found' },
      '/api/getSubjectsByLearnerID/l9/1': grades,
    });
    // The subscription lookup's message is the query's null, as its own function makes it.
    expect(queryClient.getQueryData(['billing', 'subscription', 'p1', 'parent'])).toBeNull();
    expect(queryClient.getQueryData(['progress', 'subjects', 'l9', 1])).toEqual(grades);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['/api/getLearnerProgress/l9', '/api/getLearnerTopicsBySubjectID/2/l9']);
  });

  it("without the network (the server's render), leaves a read without an answer pending", async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    const reads = pageStartReads(routes, '/practice/3', learner);
    startPageReads(
      queryClient,
      reads,
      { '/api/getOneSubscription/l1/learner': { message: 'none' } },
      { askApi: false },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([]);
    expect(queryClient.getQueryState(['practice', 'practice-skills', 3, 'l1', null])).toBeUndefined();
  });

  it("plans for the server the same reads, its route's modules, and the reads that follow from the answers", () => {
    const plan = planPageStart(routes, '/parent/progress/l9', parent);
    expect(plan?.modules).toContain('src/features/progress/pages/parent-learner.page.tsx');
    expect(plan?.firstReads).toEqual([
      '/api/getOneSubscription/p1/parent',
      '/api/getLearnerProgress/l9',
      '/api/getSubjectsByLearnerID/l9/1',
    ]);
    expect(plan?.nextReads({ '/api/getSubjectsByLearnerID/l9/1': grades })).toEqual([
      '/api/getLearnerTopicsBySubjectID/2/l9',
    ]);
    expect(plan?.nextReads({})).toEqual([]);
    expect(planPageStart(routes, '/practice/3/5', learner)?.firstReads).toEqual([
      '/api/getOneSubscription/l1/learner',
      '/api/getPracticeSkills/3/l1/5',
    ]);
  });

  it('plans nothing for pages without a page start, the other user type, visitors, or ids the page would not read', () => {
    for (const [pathname, auth] of [
      ['/my-practice', learner],
      ['/practice/3', parent],
      ['/parent/progress/l9', learner],
      ['/practice/3', { status: 'anonymous' }],
      ['/practice/abc', learner],
      ['/practice/topic-report/3', learner],
      ['/parent/progress/a%20b', parent],
    ] as const) {
      expect(planPageStart(routes, pathname, auth)).toBeUndefined();
    }
  });

  it("names modules of the build that exist: each page start's code and strings", () => {
    const root = join(import.meta.dirname, '../..');
    for (const pathname of ['/practice/3', '/parent/progress/l9']) {
      const auth = pathname.startsWith('/parent') ? parent : learner;
      for (const module of planPageStart(routes, pathname, auth)?.modules ?? ['none'])
        expect(existsSync(join(root, module)), module).toBe(true);
    }
  });
});
