import {
  addExistingLearnerSchema,
  addNewLearnerSchema,
  familyInvitationParamsSchema,
  familyInvitationsResponseSchema,
  learnersResponseSchema,
  sentFamilyInvitationsResponseSchema,
  subscriptionIdParamsSchema,
  validateLearnerEmailSchema,
  welcomeEmailLearnerSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CHECK_LIMIT,
  FAMILY_INVITATION_LIMIT,
  registerCallerRateLimit,
} from '../accounts/caller-rate-limit';
import { noticeSchema, learnerAddedResponseSchema } from './learners.schemas';
import type { FamilyService } from './family.service';

export function learnersRoutes(deps: { family: FamilyService }): FastifyPluginAsyncZod {
  return async (app) => {
    await registerCallerRateLimit(app);
    app.get(
      '/api/getLearnersBySubscriptionID/:id',
      {
        schema: {
          tags: ['students'],
          summary: "The learners of the caller's own subscription",
          params: subscriptionIdParamsSchema,
          response: { 200: learnersResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.listLearners(actor, request.params.id);
      },
    );

    app.post(
      '/api/validateLearnerEmail',
      {
        config: { rateLimit: EMAIL_CHECK_LIMIT },
        schema: {
          tags: ['students'],
          summary: 'Whether a learner account with this e-mail can join the caller’s family',
          body: validateLearnerEmailSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.validateLearnerEmail(actor, request.body.student_email);
      },
    );

    app.post(
      '/api/addExistingStudent',
      {
        config: { rateLimit: FAMILY_INVITATION_LIMIT },
        schema: {
          tags: ['students'],
          summary: 'Connect an existing learner account to a free membership',
          body: addExistingLearnerSchema,
          response: { 200: learnerAddedResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.addExistingLearner(actor, request.body);
      },
    );

    app.post(
      '/api/addNewStudent',
      {
        schema: {
          tags: ['students'],
          summary: 'Create a learner account in a free membership',
          body: addNewLearnerSchema,
          response: { 200: learnerAddedResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.addNewLearner(actor, request.body);
      },
    );

    app.post(
      '/api/welcome-email-student',
      {
        config: { rateLimit: EMAIL_CHECK_LIMIT },
        schema: {
          tags: ['students'],
          summary: 'Send a welcome e-mail to one of the caller’s learners',
          body: welcomeEmailLearnerSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.sendWelcomeEmail(actor, request.body.email);
      },
    );

    app.get(
      '/api/family-invitations',
      {
        schema: {
          tags: ['students'],
          summary: 'Parents’ requests to connect the signed-in learner, waiting for their answer',
          response: { 200: familyInvitationsResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.listFamilyInvitations(actor);
      },
    );

    app.get(
      '/api/family-invitations/sent',
      {
        schema: {
          tags: ['students'],
          summary: 'The signed-in parent’s requests to connect learners, and the learners’ answers',
          response: { 200: sentFamilyInvitationsResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.listSentFamilyInvitations(actor);
      },
    );

    app.post(
      '/api/family-invitations/:id/accept',
      {
        schema: {
          tags: ['students'],
          summary: 'The learner accepts a parent’s request and joins that family',
          params: familyInvitationParamsSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.acceptFamilyInvitation(actor, request.params.id);
      },
    );

    app.post(
      '/api/family-invitations/:id/decline',
      {
        schema: {
          tags: ['students'],
          summary: 'The learner declines a parent’s request',
          params: familyInvitationParamsSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.family.declineFamilyInvitation(actor, request.params.id);
      },
    );
  };
}
