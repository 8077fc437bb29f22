import type { AddExistingStudentRequest, AddNewStudentRequest, Learner } from '@mathwise/api-contract';
import { MAX_STUDENTS, MAX_STUDENTS_EXCEEDED, STUDENT_GRADE_REQUIRED } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { AccountsService } from '../accounts/accounts.service';
import type { SubscriptionRecord } from '../billing/subscriptions.repository';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import { presentLearner } from './learner.presenter';
import type { LearnerRecord, LearnersRepository } from './learners.repository';
import { isKnownGrade } from './learners.service';
import type { Notice, StudentAddedResponse } from './students.schemas';
import { canManageStudents, canManageSubscription, isLearnerOfParent } from './students.policy';
import { buildWelcomeStudentEmail } from './welcome-student.email';

export const NO_STUDENT_WITH_EMAIL = 'We could not find a student account with this e-mail.';
export const STUDENT_ALREADY_YOURS = 'This student is already one of your students.';
export const STUDENT_IN_ANOTHER_FAMILY =
  'This student is already connected to another family. Their parent must cancel that membership first.';
export const NO_FREE_MEMBERSHIP =
  'All your memberships are in use. Add a membership before adding another student.';
export const SLOT_JUST_TAKEN = 'That membership was just given to another student. Please try again.';
export const EMAIL_ALREADY_REGISTERED =
  'An account already uses this e-mail. To add that student, connect an existing student instead.';
export const VERIFY_BEFORE_CREATING = 'Please verify your e-mail address before creating student accounts.';

/** The first free slot number of a subscription, or a 409 with the reason there is none. */
function chooseFreeSlot(subscription: SubscriptionRecord, heldSlots: Array<number | null>): number {
  if (heldSlots.length >= subscription.numberOfChildren) {
    // At the 50-student ceiling no membership can be added either, so the spec's message is the whole answer.
    throw conflict(
      subscription.numberOfChildren >= MAX_STUDENTS ? MAX_STUDENTS_EXCEEDED : NO_FREE_MEMBERSHIP,
      'No membership available',
    );
  }
  const taken = new Set(heldSlots);
  for (let slot = 1; slot <= subscription.numberOfChildren; slot += 1) {
    if (!taken.has(slot)) return slot;
  }
  throw conflict(NO_FREE_MEMBERSHIP, 'No membership available');
}

/** Why this learner cannot join this parent's family, if they cannot. */
function assertConnectable(
  learner: LearnerRecord | undefined,
  parentSubscription: SubscriptionRecord | undefined,
): asserts learner is LearnerRecord {
  if (!learner) throw notFound(NO_STUDENT_WITH_EMAIL);
  if (learner.subscriptionId === null) return;
  if (learner.subscriptionId === parentSubscription?.id)
    throw conflict(STUDENT_ALREADY_YOURS, 'Already added');
  throw conflict(STUDENT_IN_ANOTHER_FAMILY, 'Student unavailable');
}

export function createStudentsService(deps: {
  learners: LearnersRepository;
  subscriptions: SubscriptionsService;
  accounts: AccountsService;
  mailer: Mailer;
  publicUrl: string;
}) {
  async function findManagedSubscription(actor: Actor, subscriptionId: number): Promise<SubscriptionRecord> {
    if (!canManageStudents(actor)) throw forbidden();
    const subscription = await deps.subscriptions.findSubscriptionById(subscriptionId);
    // A missing subscription answers like another family's, so ids cannot be probed.
    if (!canManageSubscription(actor, subscription) || !subscription) throw forbidden();
    return subscription;
  }

  async function findLearnerCard(userId: string): Promise<Learner> {
    const learner = await deps.learners.findByUserId(userId);
    if (!learner) throw new Error(`Learner ${userId} vanished after being connected`);
    return presentLearner(learner);
  }

  async function connect(
    subscription: SubscriptionRecord,
    learnerUserId: string,
    grade: number,
  ): Promise<boolean> {
    const slot = chooseFreeSlot(subscription, await deps.learners.listSlotsOfSubscription(subscription.id));
    return deps.learners.connectToSlot({
      learnerUserId,
      subscriptionId: subscription.id,
      slot,
      currentSubjectId: grade,
    });
  }

  return {
    /** GET /api/getLearnersBySubscriptionID/:id: the learners of the caller's own subscription. */
    async listLearners(actor: Actor, subscriptionId: number): Promise<Learner[]> {
      const subscription = await findManagedSubscription(actor, subscriptionId);
      const learners = await deps.learners.listBySubscription(subscription.id);
      return learners.map(presentLearner);
    },

    /** POST /api/validateLearnerEmail: 200 when a learner account with this e-mail can join the caller's family. */
    async validateLearnerEmail(actor: Actor, email: string): Promise<Notice> {
      if (!canManageStudents(actor)) throw forbidden();
      const [learner, subscription] = await Promise.all([
        deps.learners.findByEmail(email),
        deps.subscriptions.findSubscriptionOfParent(actor.userId),
      ]);
      assertConnectable(learner, subscription);
      return { title: 'Student found', body: 'This student can be added to your membership.' };
    },

    /**
     * POST /api/addExistingStudent: gives an existing learner account a free slot, with the name and grade the
     * parent chose (spec 2 §2, "Enter the student's name and choose a grade").
     */
    async addExistingStudent(
      actor: Actor,
      request: AddExistingStudentRequest,
    ): Promise<StudentAddedResponse> {
      const subscription = await findManagedSubscription(actor, request.subscription);
      if (!isKnownGrade(request.student_grade)) throw badRequest(STUDENT_GRADE_REQUIRED);
      const learner = await deps.learners.findByEmail(request.student_email);
      assertConnectable(learner, subscription);
      if (!(await connect(subscription, learner.userId, request.student_grade))) {
        // Someone else connected this learner, or took the slot, between our check and our write.
        const current = await deps.learners.findByUserId(learner.userId);
        assertConnectable(current, subscription);
        throw conflict(SLOT_JUST_TAKEN, 'Please try again');
      }
      await deps.accounts.renameUser(learner.userId, request.student_name);
      return {
        title: 'Student added',
        body: `${request.student_name} was added to your students.`,
        learner: await findLearnerCard(learner.userId),
      };
    },

    /**
     * POST /api/addNewStudent: creates a learner account that is verified by the parent's act (the parent is a
     * verified account holder choosing the address; see docs/decisions/007-students-and-accounts.md) and gives it
     * a free slot. Nothing is left behind when no slot is free.
     */
    async addNewStudent(actor: Actor, request: AddNewStudentRequest): Promise<StudentAddedResponse> {
      const subscription = await findManagedSubscription(actor, request.subscription);
      if (!actor.isEmailVerified) throw forbidden(VERIFY_BEFORE_CREATING);
      if (!isKnownGrade(request.grade)) throw badRequest(STUDENT_GRADE_REQUIRED);
      if (await deps.accounts.isEmailTaken(request.form.email)) {
        throw conflict(EMAIL_ALREADY_REGISTERED, 'E-mail already registered');
      }
      // Checked before the account exists, so a full subscription creates nothing.
      chooseFreeSlot(subscription, await deps.learners.listSlotsOfSubscription(subscription.id));
      const userId = await deps.accounts.createLearnerAccount({
        name: request.form.name,
        email: request.form.email,
        password: request.form.password,
      });
      if (!(await connect(subscription, userId, request.grade))) {
        await deps.accounts.deleteAccount(userId);
        throw conflict(SLOT_JUST_TAKEN, 'Please try again');
      }
      return {
        title: 'Student added',
        body: `${request.form.name} was added to your students.`,
        learner: await findLearnerCard(userId),
      };
    },

    /** POST /api/welcome-email-student: greets one of the caller's own learners by e-mail. */
    async sendWelcomeEmail(actor: Actor, email: string): Promise<Notice> {
      if (!canManageStudents(actor)) throw forbidden();
      const [learner, subscription] = await Promise.all([
        deps.learners.findByEmail(email),
        deps.subscriptions.findSubscriptionOfParent(actor.userId),
      ]);
      // An unknown address answers like a stranger's, so the call cannot tell which e-mails have accounts.
      if (!isLearnerOfParent(actor, learner, subscription) || !learner) throw forbidden();
      await deps.mailer.send(
        buildWelcomeStudentEmail({
          studentName: learner.user.name,
          studentEmail: learner.user.email,
          parentName: actor.name,
          loginUrl: `${deps.publicUrl}/action-page/login`,
        }),
      );
      return { title: 'Email sent', body: `A welcome e-mail was sent to ${learner.user.email}.` };
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
