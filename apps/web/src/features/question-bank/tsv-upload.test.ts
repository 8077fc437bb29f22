import { ANSWER_REQUIRED, SKILL_REQUIRED, TITLE_REQUIRED } from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import { groupErrorsByRow, previewUpload } from './tsv-upload';

const tsv = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n');
const QUESTION_HEADER = [
  'title',
  'answer',
  'question_options',
  'difficult_level',
  'points',
  'course_id',
  'subject_id',
  'topic_id',
  'skill_id',
  'task_id',
];

describe('previewUpload', () => {
  it('turns the header into field names and numeric cells into numbers', () => {
    const preview = previewUpload(
      'questions',
      tsv(QUESTION_HEADER, ['What is 3 x 4?', '12', '', '2', '100', '1', '1', '1', '1', '1']),
    );
    expect(preview.fields).toEqual(QUESTION_HEADER);
    expect(preview.rows).toEqual([
      {
        title: 'What is 3 x 4?',
        answer: 12,
        question_options: '',
        difficult_level: 2,
        points: 100,
        course_id: 1,
        subject_id: 1,
        topic_id: 1,
        skill_id: 1,
        task_id: 1,
      },
    ]);
    expect(preview.errors).toEqual([]);
  });

  it('lists every bad row by number and field, the header not counted', () => {
    const preview = previewUpload(
      'questions',
      tsv(
        QUESTION_HEADER,
        ['Good', '12', '', '2', '100', '1', '1', '1', '1', '1'],
        ['', '', '', '2', '100', '1', '1', '1', '1', '1'],
        [
          'Good again',
          '7',
          '[{"label":"7","value":"7"},{"label":"8","value":"8"}]',
          '1',
          '10',
          '1',
          '1',
          '1',
          '1',
          '1',
        ],
        ['Bad options', '7', '[not json', '1', '10', '1', '1', '1', '1', '1'],
      ),
    );
    expect(preview.errors).toEqual([
      { row: 2, field: 'title', message: TITLE_REQUIRED },
      { row: 2, field: 'answer', message: ANSWER_REQUIRED },
      {
        row: 4,
        field: 'question_options',
        message: 'question_options must be a JSON array of { label, value }',
      },
    ]);
    expect([...groupErrorsByRow(preview.errors).keys()]).toEqual([2, 4]);
  });

  it('reports a header field the format does not know, and an empty file', () => {
    const typo = previewUpload('tasks', tsv(['name', 'skil_id'], ['Compare', '1']));
    expect(typo.errors).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'skil_id', message: 'Unknown field skil_id' },
        { row: 1, field: 'skill_id', message: SKILL_REQUIRED },
      ]),
    );
    expect(previewUpload('tasks', 'name\tskill_id\n').errors).toHaveLength(1);
  });

  it('skips blank lines and a byte-order mark, and reads Windows line ends', () => {
    const preview = previewUpload('question-helpers', '\uFEFFskill_id\ttitle\r\n\r\n4\tCount the tens\r\n');
    expect(preview.rows).toEqual([{ skill_id: 4, title: 'Count the tens' }]);
    expect(preview.errors).toEqual([]);
  });
});
