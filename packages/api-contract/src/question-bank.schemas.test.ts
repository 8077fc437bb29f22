import { describe, expect, it } from 'vitest';

import { ADMIN_PAGE_SIZES } from './constants';
import {
  addQuestionSchema,
  adminQuestionsQuerySchema,
  parseTsvRows,
  questionEditImageFileSchema,
  questionImageFileSchema,
  updateQuestionParamsSchema,
  updateQuestionSchema,
  uploadQuestionHelpersSchema,
  uploadQuestionsSchema,
  uploadTasksSchema,
} from './question-bank.schemas';
import { fieldMessages, messagesOf, unrecognizedKeys } from './test-support/issues';

const good = {
  title: 'What is 3/4 as a decimal?',
  description: 'Convert the fraction.',
  answer: '0.75',
  question_options: [
    { label: 'A', value: '0.75' },
    { label: 'B', value: '0.34' },
  ],
  difficult_level: 2,
  points: 100,
  course_id: 1,
  subject_id: 1,
  topic_id: 1,
  skill_id: 4,
  task_id: 9,
};

describe('addQuestionSchema', () => {
  it('accepts a good question and coerces form numbers', () => {
    expect(addQuestionSchema.parse({ ...good, points: '100', difficult_level: '2', course_id: '1' })).toEqual(
      good,
    );
  });

  it.each([
    ['title', undefined, 'Title is required'],
    ['title', '', 'Title is required'],
    ['title', '   ', 'Min length 1'],
    ['title', 'x'.repeat(501), 'Must be under 500 characters'],
    ['answer', undefined, 'Answer is required'],
    ['answer', '', 'Answer is required'],
    ['answer', ' ', 'Min length 1'],
    ['answer', 'x'.repeat(501), 'Must be under 500 characters'],
    ['description', 'x'.repeat(501), 'Must be under 500 characters'],
    ['points', undefined, 'Points Section is required'],
    ['points', '', 'Points Section is required'],
    ['points', 'ten', 'Points Section is required'],
    ['difficult_level', 0, 'Difficult level must be 1 to 5'],
    ['difficult_level', 6, 'Difficult level must be 1 to 5'],
    ['course_id', undefined, 'Course is required'],
    ['subject_id', '', 'Subject is required'],
    ['topic_id', null, 'Topic is required'],
    ['skill_id', undefined, 'Skill is required'],
    ['task_id', undefined, 'Task is required'],
  ])('refuses %s %j with %s', (field, value, message) => {
    expect(fieldMessages(addQuestionSchema, { ...good, [field]: value }, field)).toEqual([message]);
  });

  it('accepts 500-character texts and trims them', () => {
    expect(
      addQuestionSchema.safeParse({ ...good, title: 'x'.repeat(500), answer: 'y'.repeat(500) }).success,
    ).toBe(true);
    expect(addQuestionSchema.parse({ ...good, answer: ' 0.75 ' }).answer).toBe('0.75');
  });

  it('needs each option to have at least one character', () => {
    expect(
      fieldMessages(
        addQuestionSchema,
        { ...good, question_options: [{ label: '', value: '1' }] },
        'question_options.0.label',
      ),
    ).toEqual(['Min length 1']);
    expect(addQuestionSchema.safeParse({ ...good, question_options: null }).success).toBe(true);
  });

  it('accepts a stored image name but not a path', () => {
    expect(addQuestionSchema.safeParse({ ...good, image_url: 'q-11.png' }).success).toBe(true);
    expect(addQuestionSchema.safeParse({ ...good, image_url: '../../etc/passwd' }).success).toBe(false);
  });

  it.each(['id', 'updated_at', 'role', 'status'])('rejects the extra key %s', (key) => {
    expect(unrecognizedKeys(addQuestionSchema, { ...good, [key]: 'x' })).toEqual([key]);
  });
});

describe('updateQuestionSchema', () => {
  it('lets the curriculum place be empty on edit', () => {
    const { course_id: _c, subject_id: _s, topic_id: _t, skill_id: _k, task_id: _a, ...content } = good;
    expect(updateQuestionSchema.safeParse(content).success).toBe(true);
    expect(updateQuestionSchema.safeParse({ ...content, task_id: null }).success).toBe(true);
    expect(fieldMessages(updateQuestionSchema, { ...content, title: '' }, 'title')).toEqual([
      'Title is required',
    ]);
  });

  it('takes the question id and the changed-difficulty flag in the path', () => {
    expect(updateQuestionParamsSchema.parse({ questionId: '11', difficultyChanged: 'true' })).toEqual({
      questionId: 11,
      difficultyChanged: true,
    });
    expect(
      updateQuestionParamsSchema.parse({ questionId: '11', difficultyChanged: '0' }).difficultyChanged,
    ).toBe(false);
    expect(
      updateQuestionParamsSchema.safeParse({ questionId: '11', difficultyChanged: 'maybe' }).success,
    ).toBe(false);
  });
});

describe('adminQuestionsQuerySchema', () => {
  it('defaults to page 1 of 5, all statuses', () => {
    expect(adminQuestionsQuerySchema.parse({})).toEqual({ page: 1, page_size: 5, status: 'all' });
  });

  it('reads query strings and drops empty filters', () => {
    expect(
      adminQuestionsQuerySchema.parse({
        page: '3',
        page_size: '25',
        search: ' fraction ',
        status: 'unassigned',
        course_id: '1',
        subject_id: '',
        topic_id: '2',
      }),
    ).toEqual({
      page: 3,
      page_size: 25,
      search: 'fraction',
      status: 'unassigned',
      course_id: 1,
      topic_id: 2,
    });
  });

  it.each(ADMIN_PAGE_SIZES)('accepts the page size %i', (size) => {
    expect(adminQuestionsQuerySchema.parse({ page_size: String(size) }).page_size).toBe(size);
  });

  it.each(['10', '0', '1000', 'all'])('refuses the page size %s', (page_size) => {
    expect(adminQuestionsQuerySchema.safeParse({ page_size }).success).toBe(false);
  });

  it('refuses an unknown status and a bad page', () => {
    expect(adminQuestionsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(adminQuestionsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('question images', () => {
  const MB = 1024 * 1024;

  it.each(['image/png', 'image/svg+xml', 'image/jpeg', 'image/gif'])('add accepts %s', (type) => {
    expect(questionImageFileSchema.safeParse({ size: MB, type }).success).toBe(true);
  });

  it('add refuses other formats and large files', () => {
    expect(messagesOf(questionImageFileSchema, { size: MB, type: 'image/webp' })).toEqual([
      'Accepted file format: png, svg, jpeg, and gif',
    ]);
    expect(messagesOf(questionImageFileSchema, { size: 101 * MB, type: 'image/png' })).toEqual([
      'File size is too large! Please select a file smaller than 100MB',
    ]);
  });

  it('edit accepts png and jpeg only', () => {
    expect(questionEditImageFileSchema.safeParse({ size: MB, type: 'image/png' }).success).toBe(true);
    expect(questionEditImageFileSchema.safeParse({ size: MB, type: 'image/jpeg' }).success).toBe(true);
    expect(questionEditImageFileSchema.safeParse({ size: MB, type: 'image/gif' }).success).toBe(false);
    expect(questionEditImageFileSchema.safeParse({ size: MB, type: 'image/svg+xml' }).success).toBe(false);
  });
});

describe('data upload', () => {
  const questionsTsv = [
    'title\tdescription\tanswer\tquestion_type\tquestion_options\tdifficult_level\tpoints\timage_url\tcourse_id\tsubject_id\ttopic_id\tskill_id\ttask_id',
    'What is 6 x 2?\t\t12\ttyped\t\t1\t100\t\t1\t1\t1\t4\t9',
    `Pick 3/4\tChoose one\t0.75\tmodel_one\t${JSON.stringify(good.question_options)}\t2\t100\tq.png\t1\t1\t1\t4\t9`,
    '',
  ].join('\r\n');

  it('parses TSV with numeric cells as numbers', () => {
    const rows = parseTsvRows(questionsTsv);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ title: 'What is 6 x 2?', answer: 12, points: 100, description: '' });
    expect(parseTsvRows('')).toEqual([]);
  });

  it('validates question rows, turning numeric answers back into text', () => {
    const [first, second] = uploadQuestionsSchema.parse(parseTsvRows(questionsTsv));
    expect(first).toMatchObject({
      answer: '12',
      description: undefined,
      question_options: undefined,
      task_id: 9,
    });
    expect(second?.question_options).toEqual(good.question_options);
    expect(second?.image_url).toBe('q.png');
  });

  it('reports a bad row with its index and field', () => {
    const result = uploadQuestionsSchema.safeParse([{ ...parseTsvRows(questionsTsv)[0], title: '' }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'title'], message: 'Title is required' });
    expect(uploadQuestionsSchema.safeParse([]).success).toBe(false);
    expect(
      unrecognizedKeys(uploadQuestionsSchema, [{ ...parseTsvRows(questionsTsv)[0], colour: 'red' }]),
    ).toEqual(['colour']);
  });

  it('refuses options that are not JSON', () => {
    expect(
      uploadQuestionsSchema.safeParse([{ ...parseTsvRows(questionsTsv)[1], question_options: 'A|B' }])
        .success,
    ).toBe(false);
  });

  it('validates task and helper rows', () => {
    expect(uploadTasksSchema.parse(parseTsvRows('name\tskill_id\tdifficult_level\n100 facts\t4\t'))).toEqual([
      { name: '100 facts', skill_id: 4, description: undefined, difficult_level: undefined },
    ]);
    expect(uploadTasksSchema.safeParse([{ name: 'x' }]).success).toBe(false);
    expect(
      uploadQuestionHelpersSchema.safeParse(
        parseTsvRows('skill_id\ttitle\tdescription\n4\tHint\tLine up the points'),
      ).success,
    ).toBe(true);
  });
});
