import type {
  AddExistingLearnerRequest,
  AddNewLearnerRequest,
  FamilyInvitation,
  Learner,
  SentFamilyInvitation,
} from '@mathwise/api-contract';
import { MAX_LEARNERS, MAX_LEARNERS_EXCEEDED, LEARNER_GRADE_REQUIRED } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { AccountsService } from '../accounts/accounts.service';
import type { SubscriptionRecord } from '../billing/billing.types';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import { presentLearner } from './learner.presenter';
import type { LearnersRepository } from './learners.repository';
import { isKnownGrade } from './learners.service';
import type { Notice, LearnerAddedResponse } from './learners.schemas';
import { buildFamilyInvitationEmail } from './family-invitation.email';
import type {
  FamilyInvitationRecord,
  FamilyInvitationsRepository,
  SentFamilyInvitationRecord,
} from './family-invitations.repository';
import {
  canAnswerFamilyInvitation,
  canManageLearners,
  canManageSubscription,
  isLearnerOfParent,
} from './learners.policy';
import { buildWelcomeLearnerEmail } from './welcome-learner.email';

export const LEARNER_ALREADY_YOURS = 'This student is already one of your students.';
export const LEARNER_IN_ANOTHER_FAMILY =
  'This student is already connected to another family. Their parent must cancel that membership first.';
export const NO_FREE_MEMBERSHIP =
  'All your memberships are in use. Add a membership before adding another student.';
export const SLOT_JUST_TAKEN = 'That membership was just given to another student. Please try again.';
export const EMAIL_ALREADY_REGISTERED =
  'An account already uses this e-mail. To add that student, connect an existing student instead.';
export const VERIFY_BEFORE_CREATING = 'Please verify your e-mail address before creating student accounts.';
export const VERIFY_BEFORE_CONNECTING = 'Please verify your e-mail address before connecting a student.';
export const INVITATION_NOT_FOUND = 'This request to join a family has expired or was withdrawn.';
export const INVITER_HAS_NO_FREE_MEMBERSHIP =
  'This family has no free membership right now. Ask your parent to add one, then accept again.';
export const ALREADY_IN_A_FAMILY =
  'Your account is already connected to a family. That membership must be cancelled first.';

/**
 * The one answer to a parent asking to connect an address, whether or not a learner account uses it and whatever
 * family it is in: telling these apart would list the children who have accounts of their own.
 */
export const CONNECTION_REQUESTED: Notice = {
  title: 'Request sent',
  body: 'If a student account uses this e-mail, the student will see your request when they next sign in. They join your students once they accept it.',
};
export const CONNECTION_POSSIBLE: Notice = {
  title: 'Request possible',
  body: 'If a student account uses this e-mail, the student will be asked to accept your request in their own account.',
};

/** How long a learner may take to accept a parent's request. */
export const FAMILY_INVITATION_DAYS = 14;

function presentInvitation(invitation: FamilyInvitationRecord): FamilyInvitation {
  return {
    id: invitation.id,
    parent_name: invitation.parent.name,
    parent_email: invitation.parent.email,
    student_name: invitation.learnerName,
    grade: invitation.grade,
    expires_at: invitation.expiresAt,
  };
}

/** An unanswered request past its expiry reads as expired; the learner can no longer accept it. */
function presentSentInvitation(invitation: SentFamilyInvitationRecord, now: Date): SentFamilyInvitation {
  const isExpired = invitation.status === 'pending' && new Date(invitation.expiresAt) <= now;
  return {
    id: invitation.id,
    student_email: invitation.learnerEmail,
    student_name: invitation.learnerName,
    status: isExpired ? 'expired' : invitation.status,
    created_at: invitation.createdAt,
    answered_at: invitation.answeredAt,
  };
}

/** The first free slot number of a subscription, or a 409 with the reason there is none. */
function chooseFreeSlot(subscription: SubscriptionRecord, heldSlots: Array<number | null>): number {
  if (heldSlots.length >= subscription.numberOfChildren) {
    // At the 50-learner ceiling no membership can be added either, so the spec's message is the whole answer.
    throw conflict(
      subscription.numberOfChildren >= MAX_LEARNERS ? MAX_LEARNERS_EXCEEDED : NO_FREE_MEMBERSHIP,
      'No membership available',
    );
  }
  const taken = new Set(heldSlots);
  for (let slot = 1; slot <= subscription.numberOfChildren; slot += 1) {
    if (!taken.has(slot)) return slot;
  }
  throw conflict(NO_FREE_MEMBERSHIP, 'No membership available');
}

export function createFamilyService(deps: {
  learners: LearnersRepository;
  invitations: FamilyInvitationsRepository;
  subscriptions: SubscriptionsService;
  accounts: AccountsService;
  mailer: Mailer;
  publicUrl: string;
}) {
  async function findManagedSubscription(actor: Actor, subscriptionId: number): Promise<SubscriptionRecord> {
    if (!canManageLearners(actor)) throw forbidden();
    const subscription = await deps.subscriptions.findSubscriptionById(subscriptionId);
    // A missing subscription answers like another family's, so ids cannot be probed.
    if (!canManageSubscription(actor, subscription) || !subscription) throw forbidden();
    return subscription;
  }

  /** An invitation answers only to the learner it asks; anyone else's id looks like one that does not exist. */
  async function findOwnInvitation(actor: Actor, invitationId: number): Promise<FamilyInvitationRecord> {
    const invitation = await deps.invitations.findOpenById(invitationId, new Date());
    if (!invitation || !canAnswerFamilyInvitation(actor, invitation)) throw notFound(INVITATION_NOT_FOUND);
    return invitation;
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
      currentGradeId: grade,
    });
  }

  return {
    /** GET /api/getLearnersBySubscriptionID/:id: the learners of the caller's own subscription. */
    async listLearners(actor: Actor, subscriptionId: number): Promise<Learner[]> {
      const subscription = await findManagedSubscription(actor, subscriptionId);
      const learners = await deps.learners.listBySubscription(subscription.id);
      return learners.map(presentLearner);
    },

    /**
     * POST /api/validateLearnerEmail: the add-existing form's check. It tells a parent only what is theirs to know
     * (the learner is already one of theirs); whether another address has a learner account, and in which family, is
     * never said (docs/decisions/018-learner-consent-to-connect.md).
     */
    async validateLearnerEmail(actor: Actor, email: string): Promise<Notice> {
      if (!canManageLearners(actor)) throw forbidden();
      const [learner, subscription] = await Promise.all([
        deps.learners.findByEmail(email),
        deps.subscriptions.findSubscriptionOfParent(actor.userId),
      ]);
      if (isLearnerOfParent(actor, learner, subscription))
        throw conflict(LEARNER_ALREADY_YOURS, 'Already added');
      return CONNECTION_POSSIBLE;
    },

    /**
     * POST /api/addExistingStudent: asks the learner who uses this e-mail to join the parent's family, with the name
     * and grade the parent chose (spec 2 §2). Nothing changes for the learner until they accept in their own session
     * (acceptFamilyInvitation); the answer is the same whether or not such a learner exists.
     */
    async addExistingLearner(
      actor: Actor,
      request: AddExistingLearnerRequest,
    ): Promise<LearnerAddedResponse> {
      const subscription = await findManagedSubscription(actor, request.subscription);
      if (!actor.isEmailVerified) throw forbidden(VERIFY_BEFORE_CONNECTING);
      if (!isKnownGrade(request.student_grade)) throw badRequest(LEARNER_GRADE_REQUIRED);
      // About the parent's own subscription, so the same for every address.
      chooseFreeSlot(subscription, await deps.learners.listSlotsOfSubscription(subscription.id));
      const learner = await deps.learners.findByEmail(request.student_email);
      if (learner?.subscriptionId === subscription.id) throw conflict(LEARNER_ALREADY_YOURS, 'Already added');
      // Recorded for every address, so the parent's list of requests cannot tell which addresses have accounts.
      await deps.invitations.upsert({
        subscriptionId: subscription.id,
        learnerEmail: request.student_email,
        learnerUserId: learner?.userId ?? null,
        learnerName: request.student_name,
        grade: request.student_grade,
        expiresAt: new Date(Date.now() + FAMILY_INVITATION_DAYS * 24 * 3_600_000),
      });
      if (learner && (await deps.accounts.isEmailVerified(learner.userId))) {
        await deps.mailer.send(
          buildFamilyInvitationEmail({
            learnerEmail: learner.user.email,
            parentName: actor.name,
            parentEmail: actor.email,
            answerUrl: `${deps.publicUrl}/action-page/login`,
          }),
        );
      }
      return { ...CONNECTION_REQUESTED, learner: null };
    },

    /** GET /api/family-invitations: the parents' requests waiting for the signed-in learner's answer. */
    async listFamilyInvitations(actor: Actor): Promise<FamilyInvitation[]> {
      if (actor.userType !== 'learner') throw forbidden();
      const invitations = await deps.invitations.listOpenForLearner(actor.userId, new Date());
      return invitations.map(presentInvitation);
    },

    /** GET /api/family-invitations/sent: the parent's requests and the learners' answers, newest first. */
    async listSentFamilyInvitations(actor: Actor): Promise<SentFamilyInvitation[]> {
      if (!canManageLearners(actor)) throw forbidden();
      const subscription = await deps.subscriptions.findSubscriptionOfParent(actor.userId);
      if (!subscription) return [];
      const now = new Date();
      const invitations = await deps.invitations.listSentBySubscription(subscription.id);
      return invitations.map((invitation) => presentSentInvitation(invitation, now));
    },

    /**
     * POST /api/family-invitations/:id/accept: the learner's consent. They join the inviting family in a free
     * membership, under the name and grade the parent chose; their other requests are declined.
     */
    async acceptFamilyInvitation(actor: Actor, invitationId: number): Promise<Notice> {
      const invitation = await findOwnInvitation(actor, invitationId);
      const learner = await deps.learners.findByUserId(actor.userId);
      if (learner?.subscriptionId != null) throw conflict(ALREADY_IN_A_FAMILY, 'Already in a family');
      const subscription = await deps.subscriptions.findSubscriptionById(invitation.subscriptionId);
      if (!subscription) throw notFound(INVITATION_NOT_FOUND);
      let isConnected: boolean;
      try {
        isConnected = await connect(subscription, actor.userId, invitation.grade);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409)
          throw conflict(INVITER_HAS_NO_FREE_MEMBERSHIP, 'No membership available');
        throw error;
      }
      if (!isConnected) throw conflict(SLOT_JUST_TAKEN, 'Please try again');
      await deps.invitations.accept(invitation.id);
      await deps.invitations.declineAllPendingForLearner(actor.userId);
      await deps.accounts.renameUser(actor.userId, invitation.learnerName);
      return { title: 'Family joined', body: `You are now one of ${invitation.parent.name}'s students.` };
    },

    /** POST /api/family-invitations/:id/decline: the learner says no; the parent's list shows it declined. */
    async declineFamilyInvitation(actor: Actor, invitationId: number): Promise<Notice> {
      const invitation = await findOwnInvitation(actor, invitationId);
      await deps.invitations.decline(invitation.id);
      return { title: 'Request declined', body: 'The request was declined. Nothing was changed.' };
    },

    /**
     * POST /api/addNewStudent: creates a learner account that is verified by the parent's act (the parent is a
     * verified account holder choosing the address; see docs/decisions/007-students-and-accounts.md) and gives it
     * a free slot. Nothing is left behind when no slot is free.
     */
    async addNewLearner(actor: Actor, request: AddNewLearnerRequest): Promise<LearnerAddedResponse> {
      const subscription = await findManagedSubscription(actor, request.subscription);
      if (!actor.isEmailVerified) throw forbidden(VERIFY_BEFORE_CREATING);
      if (!isKnownGrade(request.grade)) throw badRequest(LEARNER_GRADE_REQUIRED);
      // An unproven learner account with no family does not block the verified parent (issue 22): whoever made it
      // never showed they own the address, so the parent's learner takes the address and that account ends.
      const isTaken = await deps.accounts.isEmailTaken(request.form.email);
      if (isTaken && !(await deps.accounts.isUnclaimedLearnerAddress(request.form.email))) {
        throw conflict(EMAIL_ALREADY_REGISTERED, 'E-mail already registered');
      }
      // Checked before any account changes, so a full subscription creates (and ends) nothing.
      chooseFreeSlot(subscription, await deps.learners.listSlotsOfSubscription(subscription.id));
      if (isTaken) await deps.accounts.releaseUnclaimedLearnerAddress(request.form.email);
      const userId = await deps.accounts.createLearnerAccount({
        name: request.form.name,
        email: request.form.email,
        password: request.form.password,
      });
      if (!(await connect(subscription, userId, request.grade))) {
        await deps.accounts.deleteAccount(userId);
        throw conflict(SLOT_JUST_TAKEN, 'Please try again');
      }
      await deps.learners.setCreator(userId, actor.userId);
      return {
        title: 'Student added',
        body: `${request.form.name} was added to your students.`,
        learner: await findLearnerCard(userId),
      };
    },

    /** POST /api/welcome-email-student: greets one of the caller's own learners by e-mail. */
    async sendWelcomeEmail(actor: Actor, email: string): Promise<Notice> {
      if (!canManageLearners(actor)) throw forbidden();
      const [learner, subscription] = await Promise.all([
        deps.learners.findByEmail(email),
        deps.subscriptions.findSubscriptionOfParent(actor.userId),
      ]);
      // An unknown address answers like a stranger's, so the call cannot tell which e-mails have accounts.
      if (!isLearnerOfParent(actor, learner, subscription) || !learner) throw forbidden();
      await deps.mailer.send(
        buildWelcomeLearnerEmail({
          learnerName: learner.user.name,
          learnerEmail: learner.user.email,
          parentName: actor.name,
          loginUrl: `${deps.publicUrl}/action-page/login`,
        }),
      );
      return { title: 'Email sent', body: `A welcome e-mail was sent to ${learner.user.email}.` };
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
