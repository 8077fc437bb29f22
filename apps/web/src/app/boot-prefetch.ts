import { pickInitialSubject } from '@mathwise/learning-rules';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { subscriptionQueryOptions } from '../features/billing/api/use-subscription.query';
import { practiceSkillsQueryOptions } from '../features/practice/api/use-practice-skills.query';
import { parseIdParam } from '../features/practice/route-params';
import { learnerProgressQueryOptions } from '../features/progress/api/use-learner-progress.query';
import { learnerSubjectsQueryOptions } from '../features/progress/api/use-learner-subjects.query';
import { learnerTopicsQueryOptions } from '../features/progress/api/use-learner-topics.query';
import type { AuthState } from './auth/auth-state';
import { paths } from './paths';

/**
 * Asks for a page's data as soon as the app's entry runs, when the page's session is known from the server (boot
 * session): in parallel with the route's code, instead of after it and after the guard's subscription request. The
 * queries are the pages' own (same keys and functions), so the pages find them in the cache or in flight. Only the
 * pages people land on most are listed; any other page loads its data as before.
 */
export function prefetchBootQueries(queryClient: QueryClient, pathname: string, auth: AuthState): void {
  if (auth.status !== 'parent' && auth.status !== 'learner') return;
  const { user } = auth;
  // The header and every guarded page ask for it first.
  void queryClient.prefetchQuery(subscriptionQueryOptions(user));

  if (auth.status === 'learner') {
    const practice = matchPath(paths.practice.pattern, pathname);
    const topicId = parseIdParam(practice?.params.topicId);
    const skillParam = practice?.params.skillId;
    const skillId = skillParam === undefined ? undefined : parseIdParam(skillParam);
    if (topicId !== undefined && (skillParam === undefined || skillId !== undefined))
      void queryClient.prefetchQuery(practiceSkillsQueryOptions(topicId, user.id, skillId));
    return;
  }

  const learnerId = matchPath(paths.parentProgress.pattern, pathname)?.params.learnerId;
  if (!learnerId) return;
  void queryClient.prefetchQuery(learnerProgressQueryOptions(learnerId));
  // The progress views open on the learner's current grade, whose topics are the next request in the chain.
  void queryClient.fetchQuery(learnerSubjectsQueryOptions(learnerId)).then(
    (subjects) => {
      const subject = pickInitialSubject(subjects);
      if (subject) void queryClient.prefetchQuery(learnerTopicsQueryOptions(subject.id, learnerId));
    },
    () => undefined,
  );
}
