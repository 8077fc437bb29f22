import {
  ANSWER_REQUIRED,
  COURSE_REQUIRED,
  DIFFICULT_LEVEL_RANGE,
  MIN_LENGTH_1,
  POINTS_REQUIRED,
  SKILL_REQUIRED,
  SUBJECT_REQUIRED,
  TASK_REQUIRED,
  TEXT_MAX_500,
  TITLE_REQUIRED,
  TOPIC_REQUIRED,
  type AdminQuestion,
  type AdminQuestionsResponse,
  type QuestionHistoryResponse,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildLearner, buildParent, buildTeacher, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { findCataloguePlace, type CataloguePlace } from './catalogue-place.fixture';
import { createTestApp } from '../../test/test-app';

let testApp: TestApp;
let teacher: TestUser;
let parent: TestUser;
let learner: TestUser;
let place: CataloguePlace;
/** A task of another skill, for mismatched places. */
let otherTaskId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  [teacher, parent, learner] = await Promise.all([
    buildTeacher(testApp),
    buildParent(testApp),
    buildLearner(testApp),
  ]);
  place = await findCataloguePlace(testApp);
  const { db } = testApp.database;
  const other = await db
    .selectFrom('task')
    .select('id')
    .where('skill_id', '!=', place.skill_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherTaskId = other.id;
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const goodQuestion = () => ({
  title: 'What is $3 \\times 4$?',
  description: 'Multiply.',
  answer: '12',
  question_options: [
    { label: '12', value: '12' },
    { label: '7', value: '7' },
  ],
  difficult_level: 2,
  points: 100,
  ...place,
});

async function addQuestion(overrides: Record<string, unknown> = {}): Promise<AdminQuestion> {
  const response = await call('POST', '/api/admin/addquestion', teacher.headers, {
    ...goodQuestion(),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminQuestion>();
}

describe('access to the question bank', () => {
  const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown]> = [
    ['list', 'GET', '/api/admin/questions', undefined],
    ['one question', 'GET', '/api/admin/question/1', undefined],
    ['history', 'GET', '/api/admin/question/1/history', undefined],
    ['add', 'POST', '/api/admin/addquestion', {}],
    ['edit', 'PUT', '/api/admin/update-question/1/false', {}],
    ['add-questions', 'POST', '/api/add-questions', [{}]],
    ['add-question-helper', 'POST', '/api/add-question-helper', [{}]],
    ['add-tasks', 'POST', '/api/add-tasks', [{}]],
  ];

  it.each(calls)('%s: 401 without a session', async (_name, method, url, payload) => {
    expectErrorAnswer(await call(method, url, {}, payload), 401);
  });

  it.each(calls)('%s: 403 for a parent and a learner', async (_name, method, url, payload) => {
    expectErrorAnswer(await call(method, url, parent.headers, payload), 403);
    expectErrorAnswer(await call(method, url, learner.headers, payload), 403);
  });

  it('uploadImage: 401 anonymous, 403 parent and learner, before the file is read', async () => {
    const form = multipartImage(Buffer.from('GIF89a'), 'x.gif');
    expectErrorAnswer(await uploadImageAs({}, form), 401);
    expectErrorAnswer(await uploadImageAs(parent.headers, form), 403);
    expectErrorAnswer(await uploadImageAs(learner.headers, form), 403);
  });
});

function multipartImage(bytes: Buffer, fileName: string) {
  const boundary = '----mathwise-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filesToSave"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadImageAs(headers: Record<string, string>, form: ReturnType<typeof multipartImage>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/uploadImage',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('GET /api/admin/questions', () => {
  it('pages the practice bank newest first with the total and every filter level', async () => {
    const response = await call('GET', '/api/admin/questions', teacher.headers);
    expect(response.statusCode).toBe(200);
    const page = response.json<AdminQuestionsResponse>();
    expect(page.page_size).toBe(5);
    expect(page.questions).toHaveLength(5);
    expect(page.total).toBeGreaterThan(1000);
    const ids = page.questions.map((question) => question.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(page.questions[0]).toHaveProperty('answer');
    expect(page.filter_options.courses.length).toBeGreaterThan(0);
    expect(page.filter_options.subjects.length).toBe(3);
    expect(page.filter_options.tasks.length).toBeGreaterThan(0);

    const second = (
      await call('GET', '/api/admin/questions?page=2&page_size=5', teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(second.questions[0]?.id).toBeLessThan(ids[4] ?? 0);
  });

  it('filters by skill, and by topic, subject and course, counting only the filtered questions', async () => {
    const bySkill = (
      await call('GET', `/api/admin/questions?skill_id=${place.skill_id}&page_size=100`, teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(bySkill.total).toBeGreaterThan(0);
    expect(bySkill.questions.every((question) => question.skill_id === place.skill_id)).toBe(true);
    const expected = await testApp.database.db
      .selectFrom('question')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('skill_id', '=', place.skill_id)
      .where('purpose', '=', 'practice')
      .executeTakeFirstOrThrow();
    expect(bySkill.total).toBe(Number(expected.count));

    const byTopic = (
      await call('GET', `/api/admin/questions?topic_id=${place.topic_id}`, teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(byTopic.total).toBeGreaterThanOrEqual(bySkill.total);
    expect(byTopic.questions.every((question) => question.topic_id === place.topic_id)).toBe(true);
  });

  it('filters by status: assigned means edited or added by a teacher (updated_at present)', async () => {
    const added = await addQuestion({ title: 'Assigned status probe' });
    const assigned = (
      await call('GET', '/api/admin/questions?status=assigned&page_size=100', teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(assigned.questions.some((question) => question.id === added.id)).toBe(true);
    expect(assigned.questions.every((question) => question.updated_at !== null)).toBe(true);
    const unassigned = (
      await call('GET', '/api/admin/questions?status=unassigned', teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(unassigned.questions.every((question) => question.updated_at === null)).toBe(true);
  });

  it('searches title and description case-insensitively, with % and _ taken literally', async () => {
    const added = await addQuestion({
      title: 'Zebra crossing 50% off',
      description: 'A distinctive_word here',
    });
    const byTitle = (
      await call('GET', '/api/admin/questions?search=zebra%20CROSSING', teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(byTitle.questions.map((question) => question.id)).toEqual([added.id]);
    const byDescription = (
      await call('GET', '/api/admin/questions?search=distinctive_word', teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(byDescription.questions.map((question) => question.id)).toEqual([added.id]);
    const literalPercent = (
      await call('GET', `/api/admin/questions?search=${encodeURIComponent('50%')}`, teacher.headers)
    ).json<AdminQuestionsResponse>();
    expect(literalPercent.total).toBeGreaterThan(0);
    expect(
      literalPercent.questions.every((question) =>
        `${question.title} ${question.description ?? ''}`.includes('50%'),
      ),
    ).toBe(true);
  });

  it('refuses a page size outside 5, 25, 50, 75 and 100', async () => {
    expectErrorAnswer(await call('GET', '/api/admin/questions?page_size=10', teacher.headers), 400);
    const ok = await call('GET', '/api/admin/questions?page_size=75', teacher.headers);
    expect(ok.json<AdminQuestionsResponse>().questions).toHaveLength(75);
  });
});

describe('POST /api/admin/addquestion', () => {
  it('adds a question that is then found by id with its answer', async () => {
    const added = await addQuestion();
    expect(added.question_type).toBe('model_one');
    expect(added.updated_at).not.toBeNull();
    const found = await call('GET', `/api/admin/question/${added.id}`, teacher.headers);
    expect(found.json<AdminQuestion>()).toMatchObject({
      id: added.id,
      answer: '12',
      skill_id: place.skill_id,
    });
  });

  it("changes what practice reads of the skill at once: a learner's next question is worked out from its points", async () => {
    const { curriculum } = testApp.app.services;
    // Practice has read the skill (and keeps it a while); the teacher's question then gives the most points.
    const before = await curriculum.findSkillWithPoints(place.skill_id);
    expect(before?.skill_points).toBeLessThan(10 * 9_000);
    await addQuestion({ points: 9_000 });
    expect((await curriculum.findSkillWithPoints(place.skill_id))?.skill_points).toBe(10 * 9_000);
    const [added] = await testApp.database.db
      .selectFrom('question')
      .select('id')
      .where('points', '=', 9_000)
      .execute();
    const edited = await call('PUT', `/api/admin/update-question/${added?.id}/false`, teacher.headers, {
      ...goodQuestion(),
      points: 8_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await curriculum.findSkillWithPoints(place.skill_id))?.skill_points).toBe(10 * 8_000);
  });

  it('stores script in a title as text, unchanged, and never as markup', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const added = await addQuestion({ title });
    expect(added.title).toBe(title);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['title missing', { title: '' }, 'title', TITLE_REQUIRED],
    ['title blank', { title: '   ' }, 'title', MIN_LENGTH_1],
    ['title too long', { title: 'x'.repeat(501) }, 'title', TEXT_MAX_500],
    ['answer missing', { answer: '' }, 'answer', ANSWER_REQUIRED],
    ['answer too long', { answer: 'x'.repeat(501) }, 'answer', TEXT_MAX_500],
    ['description too long', { description: 'x'.repeat(501) }, 'description', TEXT_MAX_500],
    ['explanation too long', { explanation: 'x'.repeat(501) }, 'explanation', TEXT_MAX_500],
    ['hint empty', { hints: ['  '] }, 'hints', MIN_LENGTH_1],
    ['hint too long', { hints: ['x'.repeat(501)] }, 'hints', TEXT_MAX_500],
    ['points missing', { points: '' }, 'points', POINTS_REQUIRED],
    ['option empty', { question_options: [{ label: '', value: '12' }] }, 'option', MIN_LENGTH_1],
    ['level 6', { difficult_level: 6 }, 'difficult_level', DIFFICULT_LEVEL_RANGE],
    ['level 0', { difficult_level: 0 }, 'difficult_level', DIFFICULT_LEVEL_RANGE],
    ['course missing', { course_id: '' }, 'course', COURSE_REQUIRED],
    ['subject missing', { subject_id: '' }, 'subject', SUBJECT_REQUIRED],
    ['topic missing', { topic_id: '' }, 'topic', TOPIC_REQUIRED],
    ['skill missing', { skill_id: '' }, 'skill', SKILL_REQUIRED],
    ['task missing', { task_id: '' }, 'task', TASK_REQUIRED],
  ];

  it.each(cases)('%s: 400 with the spec message', async (_name, overrides, _field, message) => {
    const response = await call('POST', '/api/admin/addquestion', teacher.headers, {
      ...goodQuestion(),
      ...overrides,
    });
    expect(expectErrorAnswer(response, 400).body).toBe(message);
  });

  it('refuses a task that is not in the chosen skill, and an answer that is no option', async () => {
    const misplaced = await call('POST', '/api/admin/addquestion', teacher.headers, {
      ...goodQuestion(),
      task_id: otherTaskId,
    });
    expect(expectErrorAnswer(misplaced, 400).body).toContain(
      `Task ${otherTaskId} is not in skill ${place.skill_id}`,
    );
    const noOption = await call('POST', '/api/admin/addquestion', teacher.headers, {
      ...goodQuestion(),
      answer: '13',
    });
    expect(expectErrorAnswer(noOption, 400).body).toContain(
      'The answer must be the value of one of the answer options',
    );
  });
});

describe('the explanation and hints a teacher writes', () => {
  it('are stored on add, changed on edit, kept by an edit that does not send them, and recorded in the history', async () => {
    const added = await addQuestion({
      title: 'Explained question',
      explanation: 'Three groups of four make $12$.',
      hints: ['Count in fours.', 'Four, eight, …'],
    });
    expect(added).toMatchObject({
      explanation: 'Three groups of four make $12$.',
      hints: ['Count in fours.', 'Four, eight, …'],
    });
    const { id, title, description, answer, question_options, difficult_level, points } = added;
    const edit = (extra: Record<string, unknown>) =>
      call('PUT', `/api/admin/update-question/${id}/false`, teacher.headers, {
        title,
        description,
        answer,
        question_options,
        difficult_level,
        points,
        ...extra,
      });
    const kept = await edit({});
    expect(kept.json<AdminQuestion>()).toMatchObject({ explanation: 'Three groups of four make $12$.' });
    const changed = await edit({ explanation: '3 rows of 4 is 12.', hints: ['Draw 3 rows of 4 dots.'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminQuestion>()).toMatchObject({
      explanation: '3 rows of 4 is 12.',
      hints: ['Draw 3 rows of 4 dots.'],
    });
    const read = (await call('GET', `/api/admin/question/${id}`, teacher.headers)).json<AdminQuestion>();
    expect(read).toMatchObject({ explanation: '3 rows of 4 is 12.', hints: ['Draw 3 rows of 4 dots.'] });
    const history = (
      await call('GET', `/api/admin/question/${id}/history`, teacher.headers)
    ).json<QuestionHistoryResponse>();
    expect(history.revisions[0]?.changes).toEqual({
      explanation: { from: 'Three groups of four make $12$.', to: '3 rows of 4 is 12.' },
      hints: { from: ['Count in fours.', 'Four, eight, …'], to: ['Draw 3 rows of 4 dots.'] },
    });
    const cleared = await edit({ explanation: '', hints: [] });
    expect(cleared.json<AdminQuestion>()).toMatchObject({ explanation: null, hints: [] });
  });

  it('refuses more than 3 hints', async () => {
    const response = await call('POST', '/api/admin/addquestion', teacher.headers, {
      ...goodQuestion(),
      hints: ['a', 'b', 'c', 'd'],
    });
    expectErrorAnswer(response, 400);
  });
});

describe('PUT /api/admin/update-question/:questionId/:difficultyChanged and the history', () => {
  it('saves the changes, stamps updated_at and records who changed what', async () => {
    const added = await addQuestion({ question_options: null, answer: '12', title: 'Typed question' });
    expect(added.question_type).toBe('typed');
    const response = await call('PUT', `/api/admin/update-question/${added.id}/true`, teacher.headers, {
      title: 'Typed question',
      answer: '12.0',
      difficult_level: 3,
      points: 100,
      description: 'Multiply.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminQuestion>();
    expect(saved).toMatchObject({ answer: '12.0', difficult_level: 3, skill_id: place.skill_id });

    const history = (
      await call('GET', `/api/admin/question/${added.id}/history`, teacher.headers)
    ).json<QuestionHistoryResponse>();
    expect(history.revisions.map((revision) => revision.action)).toEqual(['updated', 'created']);
    const [update, creation] = history.revisions;
    expect(update?.changes).toEqual({
      answer: { from: '12', to: '12.0' },
      difficult_level: { from: 2, to: 3 },
    });
    expect(update?.difficulty_changed).toBe(true);
    expect(update?.changed_by).toEqual({ user_id: teacher.userId, name: teacher.name });
    expect(creation?.changes.title).toEqual({ from: null, to: 'Typed question' });
  });

  it('records nothing when nothing changed', async () => {
    const added = await addQuestion({ title: 'Unchanged question' });
    const { id, title, description, answer, question_options, difficult_level, points } = added;
    const response = await call('PUT', `/api/admin/update-question/${id}/false`, teacher.headers, {
      title,
      description,
      answer,
      question_options,
      difficult_level,
      points,
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = (
      await call('GET', `/api/admin/question/${id}/history`, teacher.headers)
    ).json<QuestionHistoryResponse>();
    expect(history.revisions).toHaveLength(1);
  });

  it('answers each spec message on bad input and 404 for an unknown question', async () => {
    const added = await addQuestion();
    const bad = await call('PUT', `/api/admin/update-question/${added.id}/false`, teacher.headers, {
      ...goodQuestion(),
      title: '',
    });
    expect(expectErrorAnswer(bad, 400).body).toBe(TITLE_REQUIRED);
    const points = await call('PUT', `/api/admin/update-question/${added.id}/false`, teacher.headers, {
      ...goodQuestion(),
      points: 'many',
    });
    expect(expectErrorAnswer(points, 400).body).toBe(POINTS_REQUIRED);
    expectErrorAnswer(
      await call('PUT', '/api/admin/update-question/99999999/false', teacher.headers, goodQuestion()),
      404,
    );
    expectErrorAnswer(await call('GET', '/api/admin/question/99999999', teacher.headers), 404);
    expectErrorAnswer(
      await call('PUT', `/api/admin/update-question/${added.id}/maybe`, teacher.headers, goodQuestion()),
      400,
    );
  });
});
