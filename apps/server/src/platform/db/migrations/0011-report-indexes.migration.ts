import type { Migration } from '../migration-helpers';

/**
 * question (skill_id, purpose, points): a skill's available points come from its highest practice question's points,
 * and every progress report and skill list asks for them. With this index the highest is one index descent per skill
 * instead of reading every question of the skills (the bank holds about 450 per skill and grows with uploads).
 * Found by bench/growth.ts.
 */
export const reportIndexesMigration: Migration = {
  name: '0011-report-indexes',
  async up(db) {
    await db.schema
      .createIndex('question_skill_purpose_points_idx')
      .on('question')
      .columns(['skill_id', 'purpose', 'points'])
      .execute();
  },
};
