import { sql } from 'kysely';
import type { Migration } from '../migration-helpers';
import { columnTypesFor } from '../migration-helpers';

/**
 * Generated questions follow their generators without losing history (docs/curriculum.md "When a generator
 * changes"): `generator_hash` is the hash of what the generator produced for the row, and a row whose generator now
 * produces something else gets `retired_at` and a live successor beside it, instead of being updated or deleted, so
 * attempts, open rounds and reports keep the question they recorded. The seed key is unique among live rows only.
 *
 * `image_alt` is what assistive technology reads for the question's image (docs/curriculum.md).
 *
 * `requires_answer_form` says the question asks for one form of its answer (expand, simplify, lowest terms, a
 * decimal): the answer check then accepts only that form, where otherwise every equivalent answer counts.
 */
export const questionRetirementMigration: Migration = {
  name: '0012-question-retirement',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .alterTable('question')
      .addColumn('requires_answer_form', types.boolean, (c) =>
        c.notNull().defaultTo(engine === 'postgres' ? false : 0),
      )
      .execute();
    await db.schema.alterTable('question').addColumn('generator_hash', 'text').execute();
    await db.schema.alterTable('question').addColumn('retired_at', types.timestamp).execute();
    // The text alternative of the question's image: a generated diagram's own description, null for an uploaded
    // picture (the web then says truthfully that the picture has no description).
    await db.schema.alterTable('question').addColumn('image_alt', 'text').execute();

    await db.schema.dropIndex('question_generated_key_idx').execute();
    await db.schema
      .createIndex('question_live_generated_key_idx')
      .on('question')
      .columns(['task_id', 'purpose', 'difficult_level', 'generator_seed'])
      .unique()
      .where(sql.ref('generator_seed'), 'is not', null)
      .where(sql.ref('retired_at'), 'is', null)
      .execute();
    // Every question served is drawn from the live rows of a skill, purpose and level: with this partial index the
    // draw still orders index entries only, never whole rows.
    await db.schema
      .createIndex('question_live_skill_level_idx')
      .on('question')
      .columns(['skill_id', 'purpose', 'difficult_level'])
      .where(sql.ref('retired_at'), 'is', null)
      .execute();
  },
};
