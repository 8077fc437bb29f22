import type { LearnerQuestion, RevealedQuestion } from '@mathwise/api-contract';
import type { Misconception } from '@mathwise/curriculum';
import type { StoredQuestion } from './curriculum.repository';

export function presentQuestion(question: StoredQuestion): LearnerQuestion {
  return {
    id: question.id,
    title: question.title,
    description: question.description,
    question_type: question.question_type,
    question_options: question.question_options
      ? (JSON.parse(question.question_options) as LearnerQuestion['question_options'])
      : null,
    difficult_level: question.difficult_level,
    points: question.points,
    image_url: question.image_url,
    image_alt: question.image_url ? question.image_alt : null,
    course_id: question.course_id,
    subject_id: question.subject_id,
    topic_id: question.topic_id,
    skill_id: question.skill_id,
    task_id: question.task_id,
    hint_count: readHints(question).length,
  };
}

export function revealQuestion(question: StoredQuestion): RevealedQuestion {
  return { ...presentQuestion(question), answer: question.answer };
}

/** Hints as stored: JSON text, or null for none. */
export function serialiseHints(hints: readonly string[] | null | undefined): string | null {
  return hints && hints.length > 0 ? JSON.stringify(hints) : null;
}

export function serialiseMisconceptions(
  misconceptions: readonly Misconception[] | null | undefined,
): string | null {
  return misconceptions && misconceptions.length > 0 ? JSON.stringify(misconceptions) : null;
}

/** A stored question's hints; a malformed value reads as none rather than failing the learner's check. */
export function readHints(question: Pick<StoredQuestion, 'hints'>): string[] {
  const parsed = parseJson(question.hints);
  return Array.isArray(parsed) ? parsed.filter((hint): hint is string => typeof hint === 'string') : [];
}

export function readMisconceptions(question: Pick<StoredQuestion, 'misconceptions'>): Misconception[] {
  const parsed = parseJson(question.misconceptions);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is Misconception =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Misconception).answer === 'string' &&
      typeof (item as Misconception).hint === 'string',
  );
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
