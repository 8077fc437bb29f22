import { randomBytes } from 'node:crypto';
import type { Subscription } from '@mathwise/api-contract';
import sharp from 'sharp';
import { findCataloguePlace } from '../../modules/question-bank/catalogue-place.fixture';
import { playRound } from '../../modules/practice/practice-rounds.fixture';
import { SANDBOX_NONCES } from '../../platform/payments/sandbox-gateway';
import { buildCheckoutBody, TEST_PASSWORD } from '../factories';
import type { CallerName, SecurityWorld } from './security-world';
import type { RouteKey } from '../../platform/http/public-routes';

export type { RouteKey } from '../../platform/http/public-routes';
export { PUBLIC_ROUTES } from '../../platform/http/public-routes';

/**
 * Who may call a protected route, the target always being family A's: its parent (parentA), its learner
 * (learnerA), or staff. Each policy names who must be refused; the matrix checks each of them gets 401/403/404.
 */
export type AccessPolicy =
  /** About learnerA: learnerA and parentA may; nobody else (sibling, other family, staff). */
  | 'learner-or-their-parent'
  /** learnerA acting on their own record (practice, verification): not even their parent. */
  | 'learner-themself'
  /** parentA's subscription, cards, invoices and learners: not the learners themselves, nobody else. */
  | 'parent-of-family'
  /** Staff (the teacher role) only. */
  | 'staff'
  /** Any signed-in parent acting on their own account (no other family's id in the call). */
  | 'signed-in-parent'
  /** Any signed-in learner acting on their own record (no id of anyone in the call). */
  | 'signed-in-learner'
  /** Any signed-in user acting on their own account (no id of anyone in the call). */
  | 'signed-in';

export const DENIED_BY_POLICY: Record<AccessPolicy, readonly CallerName[]> = {
  'learner-or-their-parent': ['parentB', 'learnerB', 'siblingA', 'teacher', 'anonymous'],
  'learner-themself': ['parentA', 'parentB', 'learnerB', 'siblingA', 'teacher', 'anonymous'],
  'parent-of-family': ['learnerA', 'siblingA', 'parentB', 'learnerB', 'teacher', 'anonymous'],
  staff: ['parentA', 'learnerA', 'siblingA', 'parentB', 'learnerB', 'anonymous'],
  'signed-in-parent': ['learnerA', 'learnerB', 'anonymous'],
  'signed-in-learner': ['parentA', 'parentB', 'teacher', 'anonymous'],
  'signed-in': ['anonymous'],
};

export interface MatrixCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The answer is a question for a learner: it must carry no answer key. */
  servesQuestion?: boolean;
}

export interface RoutePolicy {
  policy: AccessPolicy;
  /** Who legitimately makes the call; their answer proves the call is well-formed (not refused for its shape). */
  owner: Exclude<CallerName, 'anonymous'>;
  /** The call aimed at family A's resource, built when it runs (some calls need state made first). */
  call(world: SecurityWorld): Promise<MatrixCall> | MatrixCall;
  /**
   * Statuses the owner may get besides 2xx/3xx, each with its reason, when the owner's success is not reachable
   * here; never 401, 403 or 404, so the owner's answer still proves the call passed the access check.
   */
  ownerStatuses?: number[];
}

/** Family B's request to connect learnerA (docs/decisions/018), renewed for each call; answers its id. */
async function inviteLearnerAToFamilyB(world: SecurityWorld): Promise<number> {
  const { db } = world.testApp.database;
  const values = {
    learner_user_id: world.users.learnerA.userId,
    student_name: 'Ada Family-A',
    grade: 1,
    status: 'pending' as const,
    answered_at: null,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    created_at: new Date().toISOString(),
  };
  const row = await db
    .insertInto('family_invitation')
    .values({
      subscription_id: world.subscriptionBId,
      student_email: world.users.learnerA.email.toLowerCase(),
      ...values,
    })
    .onConflict((conflict) => conflict.columns(['subscription_id', 'student_email']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const learnerReads = (path: (learnerId: string) => string): RoutePolicy => ({
  policy: 'learner-or-their-parent',
  owner: 'parentA',
  call: (world) => ({ method: 'GET', url: path(world.users.learnerA.userId) }),
});

function multipart(fields: Record<string, string>, file: { field: string; name: string; content: Buffer }) {
  const boundary = `----mathwise${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** The card on file and customer of parentA's subscription, read the way the billing page reads them. */
async function currentCard(world: SecurityWorld) {
  const { parentA } = world.users;
  const response = await world.testApp.app.inject({
    method: 'GET',
    url: `/api/getOneSubscription/${parentA.userId}/parent`,
    headers: parentA.headers,
  });
  const subscription = response.json<Subscription>();
  if (!subscription.card || !subscription.customer_id)
    throw new Error(`parentA has no card: ${response.body}`);
  return { cardId: subscription.card.id, customerId: subscription.customer_id };
}

let practiceSheet: Promise<unknown> | undefined;
let diagnosticSheet: Promise<unknown> | undefined;

/** Every route that needs a session, and its policy. Order matters where one call's success sets up the next. */
export const ROUTE_POLICIES: ReadonlyMap<RouteKey, RoutePolicy> = new Map<RouteKey, RoutePolicy>([
  // ---- accounts
  [
    'POST /api/email/verification',
    {
      policy: 'learner-themself',
      owner: 'learnerA',
      call: (world) => ({
        method: 'POST',
        url: '/api/email/verification',
        payload: { user_id: world.users.learnerA.userId },
      }),
      // The factories' accounts are verified already: the owner is told so, past the access check.
      ownerStatuses: [409],
    },
  ],
  [
    'POST /api/accountSettings/update-account/',
    {
      policy: 'learner-or-their-parent',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/accountSettings/update-account/',
        payload: {
          user_id: world.users.learnerA.userId,
          user_type: 'learner',
          grade: 1,
          form: { name: 'Ada Renamed', email: world.users.learnerA.email },
        },
      }),
    },
  ],
  [
    'POST /api/accountSettings/validate-email/',
    {
      policy: 'signed-in',
      owner: 'parentA',
      call: () => ({
        method: 'POST',
        url: '/api/accountSettings/validate-email/',
        payload: { email: 'someone-new@example.com' },
      }),
    },
  ],
  [
    'POST /api/accountSettings/change-password/',
    {
      // user_id names whose password: only the signed-in owner's own, so everyone else sending learnerA's is refused.
      policy: 'learner-themself',
      owner: 'learnerA',
      call: (world) => ({
        method: 'POST',
        url: '/api/accountSettings/change-password/',
        payload: {
          user_id: world.users.learnerA.userId,
          current_password: TEST_PASSWORD,
          password: TEST_PASSWORD,
          confirm_password: TEST_PASSWORD,
        },
      }),
    },
  ],
  [
    'POST /api/accountSettings/notifications/',
    {
      policy: 'signed-in-parent',
      owner: 'parentA',
      call: () => ({
        method: 'POST',
        url: '/api/accountSettings/notifications/',
        payload: { newsletter: false },
      }),
    },
  ],
  [
    'POST /api/admin/uploadProfileImage',
    {
      policy: 'learner-or-their-parent',
      owner: 'parentA',
      call: async (world) => ({
        method: 'POST',
        url: '/api/admin/uploadProfileImage',
        ...multipart(
          { user_id: world.users.learnerA.userId },
          { field: 'profilePicFile', name: 'me.png', content: await smallPng() },
        ),
      }),
    },
  ],
  // ---- learners (the specs' /api/students and add-student calls)
  [
    'GET /api/getLearnersBySubscriptionID/:id',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({ method: 'GET', url: `/api/getLearnersBySubscriptionID/${world.subscriptionA.id}` }),
    },
  ],
  [
    'POST /api/validateLearnerEmail',
    {
      policy: 'signed-in-parent',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/validateLearnerEmail',
        payload: { student_email: world.freeLearner.email },
      }),
    },
  ],
  [
    'POST /api/addExistingStudent',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/addExistingStudent',
        payload: {
          subscription: world.subscriptionA.id,
          student_email: world.freeLearner.email,
          student_name: 'Fay Free',
          student_grade: 1,
        },
      }),
    },
  ],
  [
    'POST /api/addNewStudent',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/addNewStudent',
        payload: {
          subscription: world.subscriptionA.id,
          grade: 1,
          form: {
            name: 'Nia New',
            email: `nia-${randomBytes(4).toString('hex')}@example.com`,
            password: 'Strong!Pass1',
          },
        },
      }),
    },
  ],
  [
    'POST /api/welcome-email-student',
    {
      // The learner's e-mail is the id here.
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/welcome-email-student',
        payload: { email: world.users.learnerA.email },
      }),
    },
  ],
  [
    'GET /api/family-invitations',
    {
      policy: 'signed-in-learner',
      owner: 'learnerA',
      call: () => ({ method: 'GET', url: '/api/family-invitations' }),
    },
  ],
  [
    'GET /api/family-invitations/sent',
    {
      policy: 'signed-in-parent',
      owner: 'parentA',
      call: () => ({ method: 'GET', url: '/api/family-invitations/sent' }),
    },
  ],
  [
    'POST /api/family-invitations/:id/accept',
    {
      // Family B asks learnerA; only learnerA may answer, and learnerA's family A membership makes it a 409.
      policy: 'learner-themself',
      owner: 'learnerA',
      call: async (world) => ({
        method: 'POST',
        url: `/api/family-invitations/${await inviteLearnerAToFamilyB(world)}/accept`,
      }),
      ownerStatuses: [409],
    },
  ],
  [
    'POST /api/family-invitations/:id/decline',
    {
      policy: 'learner-themself',
      owner: 'learnerA',
      call: async (world) => ({
        method: 'POST',
        url: `/api/family-invitations/${await inviteLearnerAToFamilyB(world)}/decline`,
      }),
    },
  ],
  [
    'GET /api/students/:learnerId/export',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({ method: 'GET', url: `/api/students/${world.users.learnerA.userId}/export` }),
    },
  ],
  [
    'GET /api/students/:learnerId/habit',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({ method: 'GET', url: `/api/students/${world.users.learnerA.userId}/habit` }),
    },
  ],
  [
    'PUT /api/students/:learnerId/habit',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'PUT',
        url: `/api/students/${world.users.learnerA.userId}/habit`,
        payload: { weekly_goal_rounds: 4, time_zone: 'America/Toronto' },
      }),
    },
  ],
  // ---- billing
  [
    'GET /api/getOneSubscription/:userId/:userType',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'GET',
        url: `/api/getOneSubscription/${world.users.parentA.userId}/parent`,
      }),
    },
  ],
  [
    'POST /api/createNewSubscription',
    {
      // The payer is the session's parent; nothing in the body names a family.
      policy: 'signed-in-parent',
      owner: 'parentB',
      call: () => ({ method: 'POST', url: '/api/createNewSubscription', payload: buildCheckoutBody() }),
      // parentB already has a subscription: refused as a second one, past the access check.
      ownerStatuses: [409],
    },
  ],
  [
    'PUT /api/updateSubscription/:subscriptionId/:userId',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'PUT',
        url: `/api/updateSubscription/${world.subscriptionA.id}/${world.users.parentA.userId}`,
        payload: { number_of_new_children: 1 },
      }),
    },
  ],
  [
    'PUT /api/subscription/cancel/:id',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'PUT',
        url: `/api/subscription/cancel/${world.learnerARecordId}`,
        payload: { subscription: world.subscriptionA.id },
      }),
    },
  ],
  [
    'PUT /api/subscription/resume/:id',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'PUT',
        url: `/api/subscription/resume/${world.learnerARecordId}`,
        payload: { subscription: world.subscriptionA.id },
      }),
    },
  ],
  [
    'POST /api/payment/user/invoices',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({
        method: 'POST',
        url: '/api/payment/user/invoices',
        payload: { subscription: world.subscriptionA.id },
      }),
    },
  ],
  [
    'PUT /api/card/edit/:card_id/:customer_id/:subscription_id',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: async (world) => {
        const card = await currentCard(world);
        return {
          method: 'PUT',
          url: `/api/card/edit/${encodeURIComponent(card.cardId)}/${encodeURIComponent(card.customerId)}/${world.subscriptionA.id}`,
          payload: { nonce: SANDBOX_NONCES.ok, full_name: 'Alice Smith', postalCode: 'M5V 3L9' },
        };
      },
    },
  ],
  [
    'PUT /api/card/remove/:card_id',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: async (world) => ({
        method: 'PUT',
        url: `/api/card/remove/${encodeURIComponent((await currentCard(world)).cardId)}`,
        payload: {},
      }),
      // The only card of a renewing subscription cannot go: refused as a conflict, past the access check.
      ownerStatuses: [409],
    },
  ],
  // ---- practice
  [
    'PUT /api/getPracticeQuestion/:skillId/:level',
    {
      policy: 'signed-in-learner',
      owner: 'learnerA',
      call: () => ({
        method: 'PUT',
        url: '/api/getPracticeQuestion/5/1',
        payload: {
          answer_sheet: {
            skills: [{ skill_id: 5 }],
            tasks: [],
            questions: [],
            practice_results: { total_time: 0, attempts_counter: 0, wrong_attempts: 0, total_questions: 0 },
            current_skill: { skill_id: 5 },
          },
        },
        servesQuestion: true,
      }),
    },
  ],
  [
    'POST /api/saveSkillRound/:topicId/:learnerId',
    {
      policy: 'learner-themself',
      owner: 'learnerA',
      call: async (world) => {
        practiceSheet ??= playRound(world.testApp, world.users.learnerA, { mode: 'practice', skillId: 1 });
        return {
          method: 'POST',
          url: `/api/saveSkillRound/1/${world.users.learnerA.userId}`,
          payload: await practiceSheet,
        };
      },
    },
  ],
  [
    'POST /api/saveDiagnosticTest/:topicId/:learnerId',
    {
      policy: 'learner-themself',
      owner: 'learnerA',
      call: async (world) => {
        diagnosticSheet ??= playRound(world.testApp, world.users.learnerA, {
          mode: 'diagnostic',
          skillId: 3,
        });
        return {
          method: 'POST',
          url: `/api/saveDiagnosticTest/1/${world.users.learnerA.userId}`,
          payload: await diagnosticSheet,
        };
      },
    },
  ],
  // ---- progress
  ['GET /api/getLearnerStreak/:learnerId', learnerReads((id) => `/api/getLearnerStreak/${id}`)],
  [
    'GET /api/getDiagnosticProgress/:topicId/:learnerId',
    learnerReads((id) => `/api/getDiagnosticProgress/1/${id}`),
  ],
  [
    'GET /api/getDiagnosticSkills/:topicId/:learnerId',
    learnerReads((id) => `/api/getDiagnosticSkills/1/${id}`),
  ],
  [
    'GET /api/getBeatenStudents/:skillId/:learnerId/:points',
    learnerReads((id) => `/api/getBeatenStudents/1/${id}/50`),
  ],
  [
    'GET /api/getDiagnosticBeatenStudents/:skillId/:learnerId/:points',
    learnerReads((id) => `/api/getDiagnosticBeatenStudents/1/${id}/50`),
  ],
  [
    'GET /api/getLearnerCoursePoints/:courseId/:learnerId',
    learnerReads((id) => `/api/getLearnerCoursePoints/1/${id}`),
  ],
  [
    'GET /api/getSubjectsByLearnerID/:learnerId/:courseId',
    learnerReads((id) => `/api/getSubjectsByLearnerID/${id}/1`),
  ],
  [
    'GET /api/getLearnerTopicsBySubjectID/:subjectId/:learnerId',
    learnerReads((id) => `/api/getLearnerTopicsBySubjectID/1/${id}`),
  ],
  [
    'GET /api/getSkillsBySubjectID/:subjectId/:learnerId',
    learnerReads((id) => `/api/getSkillsBySubjectID/1/${id}`),
  ],
  [
    'GET /api/getReinforceSkills/:subjectId/:learnerId',
    learnerReads((id) => `/api/getReinforceSkills/1/${id}`),
  ],
  ['GET /api/getPracticeSkills/:topicId/:learnerId', learnerReads((id) => `/api/getPracticeSkills/1/${id}`)],
  [
    'GET /api/getPracticeSkills/:topicId/:learnerId/:skillId',
    learnerReads((id) => `/api/getPracticeSkills/1/${id}/1`),
  ],
  [
    'GET /api/getPracticeActivities/:topicId/:learnerId',
    learnerReads((id) => `/api/getPracticeActivities/1/${id}`),
  ],
  [
    'GET /api/getTopicPracticeSummary/:topicId/:learnerId',
    learnerReads((id) => `/api/getTopicPracticeSummary/1/${id}`),
  ],
  ['GET /api/getLearnerBadges/:learnerId', learnerReads((id) => `/api/getLearnerBadges/${id}`)],
  ['GET /api/getLearnerProgress/:learnerId', learnerReads((id) => `/api/getLearnerProgress/${id}`)],
  [
    'GET /api/certificates/:learnerId/:topicId.pdf',
    {
      ...learnerReads((id) => `/api/certificates/${id}/2.pdf`),
      call: async (world) => {
        // Topic 2 mastered: the badge a round that masters it awards.
        const learner = await world.testApp.app.services.learners.findLearnerByUserId(
          world.users.learnerA.userId,
        );
        await world.testApp.database.db
          .insertInto('learner_badge')
          .values({
            learner_id: learner?.id ?? -1,
            badge_key: 'topic_mastered:2',
            topic_id: 2,
            earned_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['learner_id', 'badge_key']).doNothing())
          .execute();
        return { method: 'GET', url: `/api/certificates/${world.users.learnerA.userId}/2.pdf` };
      },
    },
  ],
  // ---- question bank (staff); the check runs before the body is read, so these bodies need not be complete
  [
    'GET /api/admin/questions',
    { policy: 'staff', owner: 'teacher', call: () => ({ method: 'GET', url: '/api/admin/questions' }) },
  ],
  [
    'GET /api/admin/question/:id',
    { policy: 'staff', owner: 'teacher', call: () => ({ method: 'GET', url: '/api/admin/question/1' }) },
  ],
  [
    'GET /api/admin/question/:id/history',
    {
      policy: 'staff',
      owner: 'teacher',
      call: () => ({ method: 'GET', url: '/api/admin/question/1/history' }),
    },
  ],
  [
    'POST /api/admin/addquestion',
    {
      policy: 'staff',
      owner: 'teacher',
      call: async (world) => ({
        method: 'POST',
        url: '/api/admin/addquestion',
        payload: {
          title: 'What is $3 \\times 4$?',
          description: 'Multiply.',
          answer: '12',
          question_options: [
            { label: '12', value: '12' },
            { label: '7', value: '7' },
          ],
          difficult_level: 2,
          points: 100,
          ...(await findCataloguePlace(world.testApp)),
        },
      }),
    },
  ],
  [
    'PUT /api/admin/update-question/:questionId/:difficultyChanged',
    {
      policy: 'staff',
      owner: 'teacher',
      call: () => ({ method: 'PUT', url: '/api/admin/update-question/1/false', payload: {} }),
      // An empty edit is refused for its shape; the staff check has already let the teacher through.
      ownerStatuses: [400],
    },
  ],
  [
    'POST /api/admin/uploadImage',
    {
      policy: 'staff',
      owner: 'teacher',
      call: async () => ({
        method: 'POST',
        url: '/api/admin/uploadImage',
        ...multipart({}, { field: 'filesToSave', name: 'diagram.png', content: await smallPng() }),
      }),
    },
  ],
  ...(['/api/add-questions', '/api/add-question-helper', '/api/add-tasks'] as const).map(
    (url): [RouteKey, RoutePolicy] => [
      `POST ${url}`,
      {
        policy: 'staff',
        owner: 'teacher',
        call: () => ({ method: 'POST', url, payload: [] }),
        // An empty upload is refused for its shape; the staff check has already let the teacher through.
        ownerStatuses: [400],
      },
    ],
  ),
  // Last: the owner's call erases learnerA, whom every earlier call aims at.
  [
    'DELETE /api/students/:learnerId',
    {
      policy: 'parent-of-family',
      owner: 'parentA',
      call: (world) => ({ method: 'DELETE', url: `/api/students/${world.users.learnerA.userId}` }),
    },
  ],
]);
