import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveAuthState, type SessionUserLike } from './auth/auth-state';
import { prefetchBootQueries } from './boot-prefetch';
import { createQueryClient } from './query-client';

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

describe('the data a landing page asks for at boot', () => {
  it("asks for the learner's subscription and the practice page's skills at once, under the page's keys", async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    prefetchBootQueries(queryClient, '/practice/3', deriveAuthState(user('learner', 'l1'), false));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['/api/getOneSubscription/l1/learner', '/api/getPracticeSkills/3/l1']);
    expect(queryClient.getQueryState(['practice', 'practice-skills', 3, 'l1', null])).toBeDefined();
    expect(queryClient.getQueryState(['billing', 'subscription', 'l1', 'learner'])).toBeDefined();
  });

  it("asks for a parent's progress page: overview, grades, then the current grade's topics", async () => {
    const asked = stubApi();
    const queryClient = createQueryClient();
    prefetchBootQueries(queryClient, '/parent/progress/l9', deriveAuthState(user('parent', 'p1'), false));
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
    prefetchBootQueries(queryClient, '/practice/3', { status: 'anonymous' });
    prefetchBootQueries(
      queryClient,
      '/parent/progress/l9',
      deriveAuthState({ ...user('parent', 't1'), roles: 'teacher' }, false),
    );
    prefetchBootQueries(
      queryClient,
      '/practice/topic-report/3',
      deriveAuthState(user('learner', 'l1'), false),
    );
    prefetchBootQueries(queryClient, '/practice/3/x', deriveAuthState(user('learner', 'l2'), false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual(['/api/getOneSubscription/l1/learner', '/api/getOneSubscription/l2/learner']);
  });
});
