import {
  badgesResponseSchema,
  beatenLearnersParamsSchema,
  certificateParamsSchema,
  beatenLearnersResponseSchema,
  courseLearnerParamsSchema,
  diagnosticSkillsResponseSchema,
  learnerCourseParamsSchema,
  learnerCoursePointsResponseSchema,
  learnerParamsSchema,
  learnerProgressResponseSchema,
  learnerSubjectsResponseSchema,
  learnerTopicsResponseSchema,
  practiceActivitiesResponseSchema,
  practiceSkillsParamsSchema,
  practiceSummaryResponseSchema,
  skillsResponseSchema,
  subjectLearnerParamsSchema,
  summaryRangeQuerySchema,
  topicLearnerParamsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LearnerSkillsService } from './learner-skills.service';
import type { ProgressService } from './progress.service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const readAccess =
  'For the learner themselves (learner.user_id = the signed-in user) and for the parent whose subscription holds them; 403 for anyone else.';

/** Every route here is a signed-in read of one learner's progress, so each shares the tag, the schemes and the access rule. */
function learnerReadSchema<Schema extends { summary: string; description?: string }>(schema: Schema) {
  return {
    tags: ['progress'],
    security,
    ...schema,
    description: schema.description ? `${schema.description} ${readAccess}` : readAccess,
  };
}

/** The learner's and the parent's reads of progress (spec 3 §7), plus badges, certificates and the parent overview. */
export function progressRoutes(services: {
  progress: ProgressService;
  learnerSkills: LearnerSkillsService;
}): FastifyPluginAsyncZod {
  const { progress, learnerSkills } = services;
  return async (app) => {
    app.get(
      '/api/getDiagnosticSkills/:topicId/:learnerId',
      {
        schema: learnerReadSchema({
          summary:
            "The skills the topic's diagnostic tests (at most four), and the topic's other skills with the tested skills they are placed from, with the learner's points and level",
          params: topicLearnerParamsSchema,
          response: { 200: diagnosticSkillsResponseSchema },
        }),
      },
      async (request) =>
        learnerSkills.listDiagnosticSkills(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
        ),
    );

    const beatenLearnersSchema = {
      description:
        'Percent (whole number) of the other learners with points in the skill who hold fewer than :points; 0 when nobody else has any.',
      params: beatenLearnersParamsSchema,
      response: { 200: beatenLearnersResponseSchema },
    };
    app.get(
      '/api/getBeatenStudents/:skillId/:learnerId/:points',
      { schema: learnerReadSchema({ ...beatenLearnersSchema, summary: 'Beaten students in a skill' }) },
      async (request) => ({
        result: await learnerSkills.getBeatenLearners(
          await request.requireActor(),
          request.params.skillId,
          request.params.learnerId,
          request.params.points,
        ),
      }),
    );
    app.get(
      '/api/getDiagnosticBeatenStudents/:skillId/:learnerId/:points',
      {
        schema: learnerReadSchema({
          ...beatenLearnersSchema,
          // Spec 3 §7 shows this path as {a}/{b}/{c}.
          summary:
            'Beaten students after a diagnostic: {a}/{b}/{c} are skill id, learner id, diagnostic points',
        }),
      },
      async (request) => ({
        result: await learnerSkills.getBeatenLearners(
          await request.requireActor(),
          request.params.skillId,
          request.params.learnerId,
          request.params.points,
        ),
      }),
    );

    app.get(
      '/api/getLearnerCoursePoints/:courseId/:learnerId',
      {
        schema: learnerReadSchema({
          summary: "The learner's points per topic of a course",
          params: courseLearnerParamsSchema,
          response: { 200: learnerCoursePointsResponseSchema },
        }),
      },
      async (request) => ({
        learner_info: await learnerSkills.getCoursePoints(
          await request.requireActor(),
          request.params.courseId,
          request.params.learnerId,
        ),
      }),
    );

    app.get(
      '/api/getSubjectsByLearnerID/:learnerId/:courseId',
      {
        schema: learnerReadSchema({
          // Spec 3 §7 shows this path as {a}/{b}.
          summary: "Grades of a course with the learner's points: {a}/{b} are learner id, course id",
          params: learnerCourseParamsSchema,
          response: { 200: learnerSubjectsResponseSchema },
        }),
      },
      async (request) =>
        learnerSkills.listSubjects(
          await request.requireActor(),
          request.params.learnerId,
          request.params.courseId,
        ),
    );

    app.get(
      '/api/getLearnerTopicsBySubjectID/:subjectId/:learnerId',
      {
        schema: learnerReadSchema({
          summary: "Topics of a grade with the learner's points and skills: {a}/{b} are grade id, learner id",
          params: subjectLearnerParamsSchema,
          response: { 200: learnerTopicsResponseSchema },
        }),
      },
      async (request) =>
        learnerSkills.listTopicsOfSubject(
          await request.requireActor(),
          request.params.subjectId,
          request.params.learnerId,
        ),
    );

    app.get(
      '/api/getSkillsBySubjectID/:subjectId/:learnerId',
      {
        schema: learnerReadSchema({
          summary: "Skills of a grade with the learner's progress: {a}/{b} are grade id, learner id",
          params: subjectLearnerParamsSchema,
          response: { 200: skillsResponseSchema },
        }),
      },
      async (request) => ({
        skills: await learnerSkills.listSkillsOfSubject(
          await request.requireActor(),
          request.params.subjectId,
          request.params.learnerId,
        ),
      }),
    );

    app.get(
      '/api/getReinforceSkills/:subjectId/:learnerId',
      {
        schema: learnerReadSchema({
          summary: 'Skills of a grade to reinforce: practised, not mastered, weakest first',
          params: subjectLearnerParamsSchema,
          response: { 200: skillsResponseSchema },
        }),
      },
      async (request) => ({
        skills: await learnerSkills.listReinforceSkills(
          await request.requireActor(),
          request.params.subjectId,
          request.params.learnerId,
        ),
      }),
    );

    const practiceSkillsSchema = {
      description: "Each task carries the difficulty of the learner's next questions.",
      params: practiceSkillsParamsSchema,
      response: { 200: skillsResponseSchema },
    };
    for (const [path, summary] of [
      ['/api/getPracticeSkills/:topicId/:learnerId', "A topic's skills for practice"],
      [
        '/api/getPracticeSkills/:topicId/:learnerId/:skillId',
        'One skill of a topic for practice (404 if not in the topic)',
      ],
    ] as const) {
      app.get(path, { schema: learnerReadSchema({ ...practiceSkillsSchema, summary }) }, async (request) => ({
        skills: await learnerSkills.listPracticeSkills(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
          request.params.skillId,
        ),
      }));
    }

    app.get(
      '/api/getPracticeActivities/:topicId/:learnerId',
      {
        schema: learnerReadSchema({
          summary: "The learner's saved rounds of a topic, newest first",
          params: topicLearnerParamsSchema,
          response: { 200: practiceActivitiesResponseSchema },
        }),
      },
      async (request) => ({
        practice_activities: await progress.listPracticeActivities(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
        ),
      }),
    );

    app.get(
      '/api/getTopicPracticeSummary/:topicId/:learnerId',
      {
        schema: learnerReadSchema({
          summary:
            'Practice summary of a topic: {a}/{b} are topic id, learner id; optional ?from=&to= (YYYY-MM-DD, Toronto days)',
          description:
            'summaryValues: Points, Questions, Skills mastered, Hours. graphValues: one bar per practice day, the last 15 in the range, padded with empty earlier days to 15 bars.',
          params: topicLearnerParamsSchema,
          querystring: summaryRangeQuerySchema,
          response: { 200: practiceSummaryResponseSchema },
        }),
      },
      async (request) => ({
        practice_summary: await progress.getTopicPracticeSummary(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
          request.query,
        ),
      }),
    );

    app.get(
      '/api/getLearnerBadges/:learnerId',
      {
        schema: learnerReadSchema({
          summary:
            "The learner's badges: first diagnostic, first round, first mastered skill, streaks, topics mastered",
          params: learnerParamsSchema,
          response: { 200: badgesResponseSchema },
        }),
      },
      async (request) => ({
        badges: await progress.listBadges(await request.requireActor(), request.params.learnerId),
      }),
    );

    app.get(
      '/api/getLearnerProgress/:learnerId',
      {
        schema: learnerReadSchema({
          summary: 'Overview for /parent/progress/:learnerId and /parent/summary/:learnerId',
          params: learnerParamsSchema,
          response: { 200: learnerProgressResponseSchema },
        }),
      },
      async (request) => progress.getLearnerProgress(await request.requireActor(), request.params.learnerId),
    );

    app.get(
      '/api/certificates/:learnerId/:topicId.pdf',
      {
        schema: learnerReadSchema({
          summary: 'Printable PDF certificate of a mastered topic (404 until every skill of it is at Master)',
          params: certificateParamsSchema,
        }),
      },
      async (request, reply) => {
        const pdf = await progress.renderCertificate(
          await request.requireActor(),
          request.params.learnerId,
          request.params.topicId,
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `inline; filename="mathwise-certificate-${request.params.topicId}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
