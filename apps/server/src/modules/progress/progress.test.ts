import { extractPdfText } from './certificate-text.fixture';
import type { LearnerSkill, LearnerTopic, PlacedSkill, PracticeSummary } from '@mathwise/api-contract';
import { skills as catalogueSkills } from '@mathwise/curriculum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription, buildTeacher } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { playRound, saveRound, setSkillPoints } from '../practice/practice-rounds.fixture';

let testApp: TestApp;
let parent: TestUser;
let learner: TestUser;
let sibling: TestUser;
let otherParent: TestUser;
let otherLearner: TestUser;
/** The skills Grade 6 Number's diagnostic tests (at most four of the topic's, docs/learning-model.md §14). */
let topicOneTested: readonly number[];
const skillsOfTopicOne = catalogueSkills.filter((skill) => skill.topicId === 1).length;
const skillsOfGradeSix = catalogueSkills.filter((skill) => skill.subjectId === 1).length;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  topicOneTested = (await testApp.app.services.curriculum.findDiagnosticChoice(1)).testedSkillIds;
  parent = await buildParent(testApp);
  learner = await buildLearner(testApp, { name: 'Ada Learner' });
  sibling = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner, sibling]);
  otherParent = await buildParent(testApp);
  otherLearner = await buildLearner(testApp);
  await buildSubscription(testApp, otherParent, [otherLearner]);
  // One saved practice round (skill 1, topic 1) and one diagnostic skill (skill 3, which the diagnostic tests).
  const round = await playRound(testApp, learner, { mode: 'practice', skillId: 1, wrongFirst: [0] });
  expect((await saveRound(testApp, learner, 'practice', 1, learner.userId, round)).statusCode).toBe(200);
  const diagnostic = await playRound(testApp, learner, { mode: 'diagnostic', skillId: 3 });
  expect((await saveRound(testApp, learner, 'diagnostic', 1, learner.userId, diagnostic)).statusCode).toBe(
    200,
  );
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

function get(url: string, user?: TestUser) {
  return testApp.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
}

/** Every learner read, for the learner `id`: path and a check of its 200 answer. */
const readCalls = (id: string): Array<[string, (body: unknown) => void]> => [
  [
    `/api/getDiagnosticSkills/1/${id}`,
    (body) => {
      const { skills, placed_skills: placed } = body as {
        skills: LearnerSkill[];
        placed_skills: PlacedSkill[];
      };
      expect(skills.map((skill) => skill.skill_id)).toEqual(topicOneTested);
      expect(skills.find((skill) => skill.skill_id === 3)).toMatchObject({
        skill_learner_points: 100,
        skill_attempts: 10,
        skill_wrong_attempts: 0,
      });
      expect(placed.find((skill) => skill.skill_id === 1)).toMatchObject({
        skill_learner_points: 89,
        skill_points: 500,
        level: 'Fundamental',
      });
    },
  ],
  [
    `/api/getLearnerCoursePoints/1/${id}`,
    (body) => {
      const { learner_info: info } = body as {
        learner_info: Array<{ topic_id: number; learner_points: number }>;
      };
      expect(info).toHaveLength(15);
      expect(info.find((row) => row.topic_id === 1)?.learner_points).toBe(189);
    },
  ],
  [
    `/api/getSubjectsByLearnerID/${id}/1`,
    (body) => {
      expect(body).toEqual([
        expect.objectContaining({ id: 1, name: 'Grade 6', learner_points: 189 }),
        expect.objectContaining({ id: 2, learner_points: 0 }),
        expect.objectContaining({ id: 3, learner_points: 0 }),
      ]);
    },
  ],
  [
    `/api/getLearnerTopicsBySubjectID/1/${id}`,
    (body) => {
      const topics = body as LearnerTopic[];
      expect(topics.map((topic) => topic.id)).toEqual([1, 2, 3, 4, 5]);
      expect(topics[0]).toMatchObject({ points: skillsOfTopicOne * 500, learner_topic_points: 189 });
    },
  ],
  [
    `/api/getSkillsBySubjectID/1/${id}`,
    (body) => expect((body as { skills: unknown[] }).skills).toHaveLength(skillsOfGradeSix),
  ],
  [
    `/api/getReinforceSkills/1/${id}`,
    (body) => {
      const { skills } = body as { skills: LearnerSkill[] };
      expect(skills.map((skill) => skill.skill_id)).toEqual([1, 3]);
    },
  ],
  [
    `/api/getPracticeSkills/1/${id}`,
    (body) => {
      const { skills } = body as { skills: LearnerSkill[] };
      expect(skills).toHaveLength(skillsOfTopicOne);
      expect(skills[0]?.tasks[0]?.difficult_level).toBe(1);
    },
  ],
  [
    `/api/getPracticeSkills/1/${id}/2`,
    (body) => expect((body as { skills: LearnerSkill[] }).skills.map((skill) => skill.skill_id)).toEqual([2]),
  ],
  [
    `/api/getPracticeActivities/1/${id}`,
    (body) => {
      const { practice_activities: activities } = body as {
        practice_activities: Array<{ topic_name: string; attempts: number; wrong_attempts: number }>;
      };
      expect(activities).toHaveLength(2);
      expect(activities[1]).toMatchObject({
        topic_name: 'Number',
        attempts: 11,
        wrong_attempts: 1,
        kind: 'practice',
      });
      // The diagnostic of skill 3 is labelled as such, not counted as a practice round.
      expect(activities[0]).toMatchObject({ kind: 'diagnostic' });
    },
  ],
  [
    `/api/getTopicPracticeSummary/1/${id}`,
    (body) => {
      const summary = (body as { practice_summary: PracticeSummary }).practice_summary;
      expect(summary.summaryValues.map((value) => value.name)).toEqual([
        'Points',
        'Questions',
        'Skills mastered',
        'Hours',
      ]);
      expect(summary.summaryValues[0]?.value).toBe(189);
      expect(summary.graphValues).toHaveLength(15);
      expect(summary.graphValues.at(-1)).toMatchObject({ total_points: 189, total_questions: 20 });
      expect(summary.graphValues[0]).toMatchObject({ total_points: 0, skills_levels: [] });
    },
  ],
  [
    `/api/getBeatenStudents/1/${id}/50`,
    (body) => expect(body).toEqual({ result: expect.any(Number) as unknown }),
  ],
  [
    `/api/getDiagnosticBeatenStudents/2/${id}/50`,
    (body) => expect(body).toEqual({ result: expect.any(Number) as unknown }),
  ],
  [
    `/api/getLearnerBadges/${id}`,
    (body) => {
      const keys = (body as { badges: Array<{ key: string }> }).badges.map((badge) => badge.key);
      expect(keys).toEqual(['first_practice_round', 'first_diagnostic']);
    },
  ],
  [
    `/api/getLearnerProgress/${id}`,
    (body) => {
      expect(body).toMatchObject({
        learner: { name: 'Ada Learner' },
        total_points: 189,
        last_7_days: { rounds: 2, questions: 20, points: 189 },
      });
    },
  ],
];

describe('the learner reads', () => {
  it('answer the learner and their parent with the same data', async () => {
    for (const user of [learner, parent]) {
      for (const [url, expectBody] of readCalls(learner.userId)) {
        const response = await get(url, user);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expectBody(response.json());
        expect(response.body).not.toContain('"answer"');
      }
    }
  });

  it('answer 401 without a session', async () => {
    for (const [url] of readCalls(learner.userId)) expectErrorAnswer(await get(url), 401);
  });

  it('answer 403 to a sibling, another family, and staff', async () => {
    const teacher = await buildTeacher(testApp);
    for (const user of [sibling, otherLearner, otherParent, teacher]) {
      for (const [url] of readCalls(learner.userId)) {
        expect((await get(url, user)).statusCode, `${url} as another user`).toBe(403);
      }
    }
    // A learner id that belongs to nobody is refused the same way (no hint that it exists or not).
    for (const [url] of readCalls('no-such-learner')) expectErrorAnswer(await get(url, parent), 403);
  });

  it('answer 400 on bad params and 404 on unknown curriculum ids', async () => {
    const bad = [
      `/api/getDiagnosticSkills/abc/${learner.userId}`,
      `/api/getBeatenStudents/1/${learner.userId}/-5`,
      `/api/getBeatenStudents/1/${learner.userId}/many`,
      `/api/getLearnerCoursePoints/0/${learner.userId}`,
      `/api/getSubjectsByLearnerID/${learner.userId}/x`,
      `/api/getPracticeSkills/1/${learner.userId}/1.5`,
      `/api/getTopicPracticeSummary/1/${learner.userId}?from=yesterday`,
    ];
    for (const url of bad) expectErrorAnswer(await get(url, learner), 400);
    expectErrorAnswer(await get(`/api/getDiagnosticSkills/999/${learner.userId}`, learner), 404);
    expectErrorAnswer(await get(`/api/getPracticeSkills/1/${learner.userId}/9`, learner), 404);
  });

  it('limits the summary to a date range and still pads to 15 bars', async () => {
    const response = await get(
      `/api/getTopicPracticeSummary/1/${learner.userId}?from=2020-01-01&to=2020-01-31`,
      learner,
    );
    const summary = response.json<{ practice_summary: PracticeSummary }>().practice_summary;
    expect(summary.summaryValues[0]?.value).toBe(0);
    expect(summary.graphValues).toHaveLength(15);
    expect(summary.graphValues.at(-1)?.created_at).toBe('2020-01-31');
  });
});

describe('the progress report', () => {
  it("sums the last 7 days' saved rounds in the database, as the rounds' own figures add up", async () => {
    const child = await buildLearner(testApp);
    await buildSubscription(testApp, await buildParent(testApp), [child]);
    const readProgress = async () =>
      (await get(`/api/getLearnerProgress/${child.userId}`, child)).json<{
        total_points: number;
        last_7_days: Record<string, unknown>;
        recent_activities: unknown[];
      }>();
    // Nothing saved yet: zeros, not nulls from the empty sums.
    expect(await readProgress()).toMatchObject({
      total_points: 0,
      last_7_days: {
        rounds: 0,
        practice_rounds: 0,
        diagnostic_rounds: 0,
        questions: 0,
        points: 0,
        total_time: 0,
        improved_skills: [],
      },
      recent_activities: [],
    });

    for (const [skillId, topicId, wrongFirst] of [
      [1, 1, [0]],
      [5, 2, [1, 2]],
      [2, 1, []],
    ] as const) {
      const sheet = await playRound(testApp, child, {
        mode: 'practice',
        skillId,
        wrongFirst: [...wrongFirst],
      });
      expect((await saveRound(testApp, child, 'practice', topicId, child.userId, sheet)).statusCode).toBe(
        200,
      );
    }
    // A round still open does not count, and the first saved round moves to 8 days ago, out of the week.
    await playRound(testApp, child, { mode: 'practice', skillId: 3 });
    const { db } = testApp.database;
    const learnerId = (await testApp.app.services.learners.findLearnerByUserId(child.userId))?.id ?? -1;
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const [oldest] = await db
      .selectFrom('practice_round')
      .select('id')
      .where('learner_id', '=', learnerId)
      .where('status', '=', 'saved')
      .orderBy('id')
      .execute();
    await db
      .updateTable('practice_round')
      .set({ saved_at: eightDaysAgo })
      .where('id', '=', oldest?.id ?? -1)
      .execute();

    const week = (
      await db
        .selectFrom('practice_round')
        .select(['status', 'saved_at', 'answered', 'points', 'total_time'])
        .where('learner_id', '=', learnerId)
        .execute()
    ).filter(
      (round) => round.status === 'saved' && new Date(round.saved_at ?? 0).toISOString() > eightDaysAgo,
    );
    expect(week).toHaveLength(2);
    const progress = await readProgress();
    expect(progress.last_7_days).toEqual({
      rounds: 2,
      practice_rounds: 2,
      diagnostic_rounds: 0,
      improved_skills: [],
      questions: week.reduce((sum, round) => sum + Number(round.answered), 0),
      points: week.reduce((sum, round) => sum + Number(round.points), 0),
      total_time: week.reduce((sum, round) => sum + Number(round.total_time), 0),
    });
    expect(progress.last_7_days.questions).toBe(20);
    // The recent list still shows every saved round, the old one included.
    expect(progress.recent_activities).toHaveLength(3);
  });
});

describe("the week's improved skills", () => {
  it('names the skills whose level rose in the last 7 days, from their level before the week', async () => {
    const child = await buildLearner(testApp);
    await buildSubscription(testApp, await buildParent(testApp), [child]);
    const learnerId = (await testApp.app.services.learners.findLearnerByUserId(child.userId))?.id ?? -1;
    const play = async (mode: 'practice' | 'diagnostic', skillId: number, wrongFirst: number[] = []) => {
      const sheet = await playRound(testApp, child, { mode, skillId, wrongFirst });
      expect((await saveRound(testApp, child, mode, 1, child.userId, sheet)).statusCode).toBe(200);
    };
    // Skill 2: 100 of 500 points (Fundamental), then a first-try round: 200 points, Intermediate.
    await setSkillPoints(testApp, child.userId, [{ skillId: 2, topicId: 1, points: 100 }]);
    await play('practice', 2);
    // Skill 3 reaches Intermediate the same way, but 8 days ago; this week's weak round leaves it there.
    await setSkillPoints(testApp, child.userId, [{ skillId: 3, topicId: 1, points: 100 }]);
    await play('practice', 3);
    await testApp.database.db
      .updateTable('practice_round')
      .set({ saved_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('learner_id', '=', learnerId)
      .where('skill_id', '=', 3)
      .execute();
    await play('practice', 3, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // A skill the diagnostic tests, never practised: a first diagnostic, 100 points, still Fundamental.
    await play('diagnostic', topicOneTested.find((id) => id !== 2 && id !== 3) ?? 0);

    const progress = (await get(`/api/getLearnerProgress/${child.userId}`, child)).json<{
      last_7_days: {
        rounds: number;
        practice_rounds: number;
        diagnostic_rounds: number;
        improved_skills: Array<{ skill_id: number; level: string }>;
      };
    }>();
    expect(progress.last_7_days).toMatchObject({ rounds: 3, practice_rounds: 2, diagnostic_rounds: 1 });
    expect(progress.last_7_days.improved_skills).toEqual([
      expect.objectContaining({ skill_id: 2, level: 'Intermediate' }),
    ]);
    // The parent reads the same answer; another family's parent is refused.
    expect((await get(`/api/getLearnerProgress/${child.userId}`, otherParent)).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('lists every learner call, with the meaning of the paths the spec shows as {a}/{b}', async () => {
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/getDiagnosticSkills/{topicId}/{learnerId}',
      '/api/getDiagnosticQuestion/{skillId}/{level}',
      '/api/getDiagnosticBeatenStudents/{skillId}/{learnerId}/{points}',
      '/api/getBeatenStudents/{skillId}/{learnerId}/{points}',
      '/api/saveDiagnosticTest/{topicId}/{learnerId}',
      '/api/getLearnerCoursePoints/{courseId}/{learnerId}',
      '/api/getSubjectsByLearnerID/{learnerId}/{courseId}',
      '/api/getLearnerTopicsBySubjectID/{subjectId}/{learnerId}',
      '/api/getSkillsBySubjectID/{subjectId}/{learnerId}',
      '/api/getReinforceSkills/{subjectId}/{learnerId}',
      '/api/getPracticeSkills/{topicId}/{learnerId}',
      '/api/getPracticeSkills/{topicId}/{learnerId}/{skillId}',
      '/api/getPracticeActivities/{topicId}/{learnerId}',
      '/api/getTopicPracticeSummary/{topicId}/{learnerId}',
      '/api/getPracticeQuestion/{skillId}/{level}',
      '/api/saveSkillRound/{topicId}/{learnerId}',
      '/api/getLearnerBadges/{learnerId}',
      '/api/getLearnerProgress/{learnerId}',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(document.paths['/api/getSubjectsByLearnerID/{learnerId}/{courseId}']?.get?.summary).toContain(
      '{a}/{b}',
    );
    expect(paths.some((path) => path.startsWith('/api/certificates/'))).toBe(true);
  });
});

describe('beaten students', () => {
  it('is the percent of other learners in the skill with fewer points', async () => {
    const population: TestUser[] = [];
    for (const points of [10, 20, 30, 40]) {
      const other = await buildLearner(testApp);
      await setSkillPoints(testApp, other.userId, [{ skillId: 9, topicId: 3, points }]);
      population.push(other);
    }
    // The learner has no points in skill 9 yet; of the 4 others, 2 hold fewer than 25.
    expect((await get(`/api/getBeatenStudents/9/${learner.userId}/25`, learner)).json()).toEqual({
      result: 50,
    });
    expect((await get(`/api/getBeatenStudents/9/${learner.userId}/41`, learner)).json()).toEqual({
      result: 100,
    });
    expect((await get(`/api/getBeatenStudents/9/${learner.userId}/10`, learner)).json()).toEqual({
      result: 0,
    });
    // The learner's own row (5 points) never counts: of the 4 others, 3 hold fewer than 35.
    await setSkillPoints(testApp, learner.userId, [{ skillId: 9, topicId: 3, points: 5 }]);
    expect((await get(`/api/getDiagnosticBeatenStudents/9/${learner.userId}/35`, learner)).json()).toEqual({
      result: 75,
    });
    // Nobody else in a skill: 0.
    expect((await get(`/api/getBeatenStudents/60/${learner.userId}/500`, learner)).json()).toEqual({
      result: 0,
    });
  });
});

describe('badges and certificates', () => {
  it('awards a mastered skill and topic, and serves the certificate PDF only then, only to the family', async () => {
    const child = await buildLearner(testApp, { name: 'Émile Zoë' });
    await buildSubscription(testApp, await buildParent(testApp), [child]);
    const url = `/api/certificates/${child.userId}/2.pdf`;
    expectErrorAnswer(await get(url, child), 404);
    // Skills 5 to 8 (topic 2) at 80 %: one more round of skill 8 passes 75 % and masters the topic.
    await setSkillPoints(testApp, child.userId, [
      { skillId: 5, topicId: 2, points: 400 },
      { skillId: 6, topicId: 2, points: 400 },
      { skillId: 7, topicId: 2, points: 400 },
      { skillId: 8, topicId: 2, points: 300 },
    ]);
    const round = await playRound(testApp, child, { mode: 'practice', skillId: 8 });
    const saved = await saveRound(testApp, child, 'practice', 2, child.userId, round);
    expect(saved.json()).toMatchObject({ level: 'Master' });

    const badges = (await get(`/api/getLearnerBadges/${child.userId}`, child)).json<{
      badges: Array<{ key: string; certificate_url: string | null }>;
    }>().badges;
    expect(badges.map((badge) => badge.key)).toEqual([
      'first_practice_round',
      'first_mastered_skill',
      'topic_mastered:2',
    ]);
    expect(badges[2]?.certificate_url).toBe(url);
    // The progress report names the topic from its own catalogue, the badges call by looking it up.
    const progressBadges = (await get(`/api/getLearnerProgress/${child.userId}`, child)).json<{
      badges: Array<{ key: string; name: string }>;
    }>().badges;
    expect(progressBadges.find((badge) => badge.key === 'topic_mastered:2')?.name).toBe(
      'Topic mastered: Algebra',
    );

    const pdf = await get(url, child);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain('Émile Zoë');
    expect(text).toContain('Algebra');

    expect((await get(url, learner)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('the weekly progress e-mail', () => {
  it('goes once per learner and week to parents who opted in, even when the job runs twice at once', async () => {
    const family = await buildParent(testApp, { name: 'Wendy Weekly' });
    const child = await buildLearner(testApp, { name: 'Kim Weekly' });
    await buildSubscription(testApp, family, [child]);
    const round = await playRound(testApp, child, { mode: 'practice', skillId: 3 });
    await saveRound(testApp, child, 'practice', 1, child.userId, round);
    // Move the round into last week, the week the report covers.
    const learnerRow = await testApp.app.services.learners.findLearnerByUserId(child.userId);
    await testApp.database.db
      .updateTable('practice_round')
      .set({ saved_at: new Date(Date.now() - 7 * 86_400_000).toISOString() })
      .where('learner_id', '=', learnerRow?.id ?? 0)
      .execute();
    const optedOut = await buildParent(testApp);
    await buildSubscription(testApp, optedOut, [await buildLearner(testApp)]);
    await testApp.database.db
      .updateTable('subscription')
      .set({ weekly_report: false })
      .where('parent_user_id', '=', optedOut.userId)
      .execute();

    const progress = testApp.app.services.weeklyReports;
    const [first, second] = await Promise.all([progress.sendWeeklyReports(), progress.sendWeeklyReports()]);
    const third = await progress.sendWeeklyReports();
    expect(first.sent + second.sent).toBeGreaterThan(0);
    expect(third.sent).toBe(0);

    const mail = await testApp.mail.waitForMessageTo(family.email);
    expect(testApp.mail.messages.filter((message) => message.to.includes(family.email))).toHaveLength(1);
    expect(mail.subject).toBe("Kim Weekly's weekly progress on Mathwise");
    expect(mail.text).toContain('1 round, 10 questions answered, 100 points earned');
    // Issue 21: the weekly goal (3 rounds until the parent sets another) and the streak, which a week-old round ended.
    expect(mail.text).toContain('Weekly goal: 1 of 3 rounds.');
    expect(mail.text).toContain('No streak running right now');
    expect(mail.html).toContain(`/parent/progress/${child.userId}`);
    expect(testApp.mail.messages.filter((message) => message.to.includes(optedOut.email))).toHaveLength(0);
  });

  it("the scheduled job reports the week before its own slot's Monday, this week's rounds on the next Monday", async () => {
    const family = await buildParent(testApp, { name: 'Noor Next' });
    const child = await buildLearner(testApp, { name: 'Sam Next' });
    await buildSubscription(testApp, family, [child]);
    const round = await playRound(testApp, child, { mode: 'practice', skillId: 3 });
    await saveRound(testApp, child, 'practice', 1, child.userId, round);
    // Next Monday 12:00 UTC (07:00 in Toronto): its slot reports the week the round was saved in.
    const nextMonday = new Date();
    nextMonday.setUTCHours(12, 0, 0, 0);
    nextMonday.setUTCDate(nextMonday.getUTCDate() + 7 - ((nextMonday.getUTCDay() + 6) % 7));
    const outcome = await testApp.app.jobs.runJob('weekly-progress-reports', nextMonday);
    expect(outcome).toMatchObject({ status: 'done' });
    expect((outcome as { result: { sent: number } }).result.sent).toBeGreaterThan(0);

    const mail = await testApp.mail.waitForMessageTo(family.email);
    expect(mail.text).toContain('1 round, 10 questions answered, 100 points earned');
    expect(mail.text).toContain(`/parent/progress/${child.userId}`);
  });
});
