import { createHash } from 'node:crypto';
import {
  buildSeedQuestions,
  course,
  DIFFICULTY_LEVELS,
  generateQuestion,
  tasks,
  type DifficultyLevel,
  type GeneratedQuestion,
  type SeedQuestion,
} from '@mathwise/curriculum';
import type { QuestionPurpose } from '../../platform/db/schema';

/** Demo questions come from seeds far from the practice bank's 1..30, so the two never share an item. */
const DEMO_SEED_START = 1001;
const DEMO_SEEDS_PER_TASK = 5;
/** The demo's topics: Grade 6's five strands (spec 1 §9: "topic id random 1 to 5"). */
export const DEMO_TOPIC_IDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

export interface GeneratedBankQuestion {
  question: SeedQuestion;
  purpose: QuestionPurpose;
}

/**
 * The questions the generators produce now: the bank the seed stores (practice and demo) and any one question by
 * its task, level and seed. The server takes it as a dependency so a test can stand in a changed generator.
 */
export interface GeneratedBank {
  seedQuestions(): Iterable<GeneratedBankQuestion>;
  generate(taskId: number, level: DifficultyLevel, seed: number): GeneratedQuestion;
}

function* demoQuestions(): Generator<GeneratedBankQuestion> {
  for (const task of tasks) {
    if (!DEMO_TOPIC_IDS.has(task.topicId)) continue;
    for (const level of DIFFICULTY_LEVELS) {
      for (let offset = 0; offset < DEMO_SEEDS_PER_TASK; offset += 1) {
        const seed = DEMO_SEED_START + offset;
        yield {
          purpose: 'demo',
          question: {
            ...generateQuestion(task.id, level, seed),
            taskId: task.id,
            skillId: task.skillId,
            topicId: task.topicId,
            subjectId: task.subjectId,
            courseId: course.id,
            seed,
          },
        };
      }
    }
  }
}

/** The curriculum package's generators: what production seeds. */
export const curriculumGeneratedBank: GeneratedBank = {
  *seedQuestions() {
    for (const question of buildSeedQuestions()) yield { question, purpose: 'practice' };
    yield* demoQuestions();
  },
  generate: generateQuestion,
};

/**
 * SHA-256 of everything a generator writes for a question: what the learner sees, the key and how it is checked,
 * the explanation, hints and misconception hints, the level and points, and the diagram. Equal hashes mean the
 * stored row is what the generator produces now; any change to any of these retires the row.
 */
export function hashGeneratedQuestion(question: GeneratedQuestion): string {
  const content = [
    question.title,
    question.description,
    question.question_type,
    question.question_options,
    question.answer,
    question.answer_kind,
    question.requires_answer_form,
    question.explanation,
    question.hints,
    question.misconceptions,
    question.difficult_level,
    question.points,
    question.image_svg,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
