import type { Subscription } from '@mathwise/api-contract';
import type { TestUser } from '../factories';
import {
  buildLearner,
  buildPaidSubscription,
  buildParent,
  buildSubscription,
  buildTeacher,
  seedGrades,
} from '../factories';
import type { TestApp } from '../test-app';

/** Who calls a route in the access matrix. */
export type CallerName =
  'parentA' | 'learnerA' | 'siblingA' | 'parentB' | 'learnerB' | 'teacher' | 'anonymous';

/**
 * Two families and a teacher. Family A owns every resource the matrix aims at: parentA's paid subscription holds
 * learnerA (the target learner) and siblingA; family B (parentB and learnerB) is the other family; the teacher is
 * staff. A third, unattached learner can be added to family A by the add-learner calls.
 */
export interface SecurityWorld {
  testApp: TestApp;
  users: Record<Exclude<CallerName, 'anonymous'>, TestUser>;
  /** A learner of no family yet, whom parentA may connect. */
  freeLearner: TestUser;
  subscriptionA: Subscription;
  subscriptionBId: number;
  /** The learner (membership) record ids of family A's learners, as cancel and resume take them. */
  learnerARecordId: number;
  /** Which family each user belongs to, for the e-mail scan: a response may name only its caller's family. */
  familyOf(userId: string): 'A' | 'B' | 'staff' | 'free';
  /** A new session of the user (bearer headers), for calls that end every session of the account. */
  freshHeaders(user: TestUser): Promise<Record<string, string>>;
}

export async function buildSecurityWorld(testApp: TestApp): Promise<SecurityWorld> {
  await seedGrades(testApp);
  const parentA = await buildParent(testApp, { name: 'Alice Family-A' });
  const learnerA = await buildLearner(testApp, { name: 'Ada Family-A' });
  const siblingA = await buildLearner(testApp, { name: 'Sam Family-A' });
  const parentB = await buildParent(testApp, { name: 'Bob Family-B' });
  const learnerB = await buildLearner(testApp, { name: 'Ben Family-B' });
  const teacher = await buildTeacher(testApp);
  const freeLearner = await buildLearner(testApp, { name: 'Fay Free' });

  // Paid, so cards, a customer and invoices exist; four seats leave two free for the add-learner calls.
  const paid = await buildPaidSubscription(testApp, parentA, { number_of_children: 4 });
  const subscriptions = testApp.app.services.subscriptions;
  await subscriptions.connectLearnerToSubscription(paid.id, learnerA.userId);
  await subscriptions.connectLearnerToSubscription(paid.id, siblingA.userId);
  const subscriptionB = await buildSubscription(testApp, parentB, [learnerB], 1);
  const learnerARecord = await testApp.app.services.learners.findLearnerByUserId(learnerA.userId);
  if (!learnerARecord) throw new Error('learnerA has no learner record');

  const familyA = new Set([parentA.userId, learnerA.userId, siblingA.userId]);
  const familyB = new Set([parentB.userId, learnerB.userId]);
  const context = await testApp.app.services.auth.$context;
  return {
    testApp,
    users: { parentA, learnerA, siblingA, parentB, learnerB, teacher },
    freeLearner,
    subscriptionA: paid,
    subscriptionBId: subscriptionB.id,
    learnerARecordId: learnerARecord.id,
    familyOf(userId) {
      if (familyA.has(userId)) return 'A';
      if (familyB.has(userId)) return 'B';
      return userId === teacher.userId ? 'staff' : 'free';
    },
    async freshHeaders(user) {
      const session = await context.internalAdapter.createSession(user.userId);
      return { authorization: `Bearer ${session.token}` };
    },
  };
}
