import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TEXT_MAX_500,
  ANSWER_REQUIRED,
  MAX_UPLOAD_ROWS,
  parseTsvRows,
  SKILL_REQUIRED,
  TITLE_REQUIRED,
  type UploadErrorResponse,
  type UploadResult,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildTeacher, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { findCataloguePlace, type CataloguePlace } from './catalogue-place.fixture';
import { createTestApp } from '../../test/test-app';

let testApp: TestApp;
let teacher: TestUser;
let place: CataloguePlace;

const EXAMPLES_DIR = join(import.meta.dirname, '../../../../../docs/examples');

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  teacher = await buildTeacher(testApp);
  place = await findCataloguePlace(testApp, 1);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

function send(path: string, rows: unknown) {
  return testApp.app.inject({ method: 'POST', url: path, headers: teacher.headers, payload: rows as object });
}

const questionRow = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: 'Uploaded',
  answer: 12,
  question_type: 'typed',
  difficult_level: 1,
  points: 10,
  ...place,
  ...overrides,
});

async function countQuestionsTitled(prefix: string): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('question')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('title', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /api/add-questions', () => {
  it('stores the explanation and the hint_1..hint_3 columns as the hints, in order, skipping empty ones', async () => {
    const response = await send('/api/add-questions', [
      questionRow('Hinted upload 1', {
        explanation: 'Twelve is 3 times 4.',
        hint_1: 'Think of 3 rows.',
        hint_2: '',
        hint_3: 'Each row has 4.',
      }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await testApp.database.db
      .selectFrom('question')
      .select(['explanation', 'hints'])
      .where('title', '=', 'Hinted upload 1')
      .executeTakeFirstOrThrow();
    expect(stored.explanation).toBe('Twelve is 3 times 4.');
    expect(JSON.parse(stored.hints ?? 'null')).toEqual(['Think of 3 rows.', 'Each row has 4.']);
    const tooLong = await send('/api/add-questions', [
      questionRow('Hinted upload 2', { hint_1: 'x'.repeat(501) }),
    ]);
    expect(tooLong.json<UploadErrorResponse>().row_errors).toEqual([
      { row: 1, field: 'hint_1', message: TEXT_MAX_500 },
    ]);
  });

  it('inserts nothing when one row is bad, and names every bad row and field', async () => {
    const rows = [
      questionRow('Batch A 1'),
      questionRow('', { answer: '' }),
      questionRow('Batch A 3'),
      questionRow('Batch A 4', { task_id: 999_999 }),
    ];
    const response = await send('/api/add-questions', rows);
    const answer = expectErrorAnswer(response, 400);
    expect(answer.title).toBe('Upload refused');
    const { row_errors: rowErrors } = response.json<UploadErrorResponse>();
    expect(rowErrors).toEqual(
      expect.arrayContaining([
        { row: 2, field: 'title', message: TITLE_REQUIRED },
        { row: 2, field: 'answer', message: ANSWER_REQUIRED },
      ]),
    );
    expect(answer.body).toContain('Row 2, title: Title is required');
    expect(await countQuestionsTitled('Batch A')).toBe(0);

    // The schema errors come first; once the rows are well-formed, the place is checked against the catalogue.
    const misplaced = await send('/api/add-questions', [questionRow('Batch A 1'), rows[3]]);
    expect(misplaced.json<UploadErrorResponse>().row_errors).toEqual([
      { row: 2, field: 'task_id', message: 'Task 999999 does not exist' },
    ]);
    expect(await countQuestionsTitled('Batch A')).toBe(0);
  });

  it('inserts a good file once: a re-upload, or a repeated row, adds nothing', async () => {
    const rows = [questionRow('Batch B 1'), questionRow('Batch B 2'), questionRow('Batch B 2')];
    const first = await send('/api/add-questions', rows);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UploadResult>()).toEqual({ inserted: 2, duplicates: 1 });
    const again = await send('/api/add-questions', rows);
    expect(again.json<UploadResult>()).toEqual({ inserted: 0, duplicates: 3 });
    expect(await countQuestionsTitled('Batch B')).toBe(2);

    const stored = await testApp.database.db
      .selectFrom('question')
      .selectAll()
      .where('title', '=', 'Batch B 1')
      .executeTakeFirstOrThrow();
    // A numeric TSV cell arrives as a number; the answer is stored as its text.
    expect(stored.answer).toBe('12');
    expect(stored.updated_at).toBeNull();
    const history = await testApp.database.db
      .selectFrom('question_revision')
      .selectAll()
      .where('question_id', '=', stored.id)
      .execute();
    expect(history.map((revision) => [revision.action, revision.changed_by_user_id])).toEqual([
      ['uploaded', teacher.userId],
    ]);
  });

  it('reads the documented example file and uploads it', async () => {
    const rows = parseTsvRows(readFileSync(join(EXAMPLES_DIR, 'questions.tsv'), 'utf8'));
    expect(rows.length).toBeGreaterThan(1);
    const response = await send('/api/add-questions', rows);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UploadResult>().inserted).toBe(rows.length);
  });

  it('refuses an unknown column, an empty file and too many rows', async () => {
    const typo = await send('/api/add-questions', [{ ...questionRow('Batch C'), titel: 'typo' }]);
    expect(typo.json<UploadErrorResponse>().row_errors).toEqual([
      { row: 1, field: 'titel', message: 'Unknown field titel' },
    ]);
    expectErrorAnswer(await send('/api/add-questions', []), 400);
    const tooMany = Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, index) => ({ title: `t${index}` }));
    expectErrorAnswer(await send('/api/add-questions', tooMany), 400);
    expectErrorAnswer(await send('/api/add-questions', { not: 'rows' }), 400);
  });
});

describe('POST /api/add-question-helper', () => {
  it('validates every row, then inserts once', async () => {
    const bad = await send('/api/add-question-helper', [
      { skill_id: place.skill_id, title: 'Helper 1' },
      { skill_id: '', title: 'Helper 2' },
    ]);
    expect(bad.json<UploadErrorResponse>().row_errors).toEqual([
      { row: 2, field: 'skill_id', message: SKILL_REQUIRED },
    ]);

    const rows = [
      {
        skill_id: place.skill_id,
        task_id: place.task_id,
        title: 'Helper 1',
        description: 'Multiply tens first.',
      },
      { skill_id: place.skill_id, title: 'Helper 2' },
    ];
    expect((await send('/api/add-question-helper', rows)).json<UploadResult>()).toEqual({
      inserted: 2,
      duplicates: 0,
    });
    expect((await send('/api/add-question-helper', rows)).json<UploadResult>()).toEqual({
      inserted: 0,
      duplicates: 2,
    });
  });
});

describe('POST /api/add-tasks', () => {
  it('adds tasks after the skill ones, known by skill and name, so a re-upload adds none', async () => {
    const rows = [
      { name: 'Uploaded task one', skill_id: place.skill_id, description: 'First' },
      { name: 'Uploaded task two', skill_id: place.skill_id, difficult_level: 2 },
    ];
    expect((await send('/api/add-tasks', rows)).json<UploadResult>()).toEqual({ inserted: 2, duplicates: 0 });
    const again = await send('/api/add-tasks', [{ name: ' uploaded TASK one ', skill_id: place.skill_id }]);
    expect(again.json<UploadResult>()).toEqual({ inserted: 0, duplicates: 1 });
    const tasks = await testApp.database.db
      .selectFrom('task')
      .selectAll()
      .where('name', 'like', 'Uploaded task%')
      .orderBy('id')
      .execute();
    expect(tasks).toHaveLength(2);
    expect(tasks[0]?.id).toBeGreaterThan(100_000);

    const unknownSkill = await send('/api/add-tasks', [{ name: 'Orphan', skill_id: 987_654 }]);
    expect(unknownSkill.json<UploadErrorResponse>().row_errors).toEqual([
      { row: 1, field: 'skill_id', message: 'Skill 987654 does not exist' },
    ]);
  });
});
