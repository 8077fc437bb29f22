import { DEMO_QUESTIONS_PER_SKILL, QUESTIONS_PER_ROUND } from './learning-constants';
import { toNonNegativeInteger } from './non-negative-integer';

export type QuestionFlow = 'demo' | 'diagnostic' | 'practice';

interface TaskChangeRule {
  /** Question indexes (0-based) after which the next task starts, when one exists. */
  readonly advanceAfter: readonly number[];
  /** Question index after which the flow goes back to the first task. */
  readonly resetAfter: number;
  readonly questionsPerSkill: number;
}

/**
 * Spec 1 section 4: "at question index 0 or 1, move to the next task if one exists; at index 2, reset to the
 * first task." Spec 3 section 4 (diagnostic): "The task changes after question index 2 and after index 5 when
 * a next task exists, and resets at index 9." Practice: "after the 3rd and 6th question ... and resets at the
 * 10th", the same indexes counted from 1.
 */
export const TASK_CHANGE_RULES: Readonly<Record<QuestionFlow, TaskChangeRule>> = {
  demo: { advanceAfter: [0, 1], resetAfter: 2, questionsPerSkill: DEMO_QUESTIONS_PER_SKILL },
  diagnostic: { advanceAfter: [2, 5], resetAfter: 9, questionsPerSkill: QUESTIONS_PER_ROUND },
  practice: { advanceAfter: [2, 5], resetAfter: 9, questionsPerSkill: QUESTIONS_PER_ROUND },
};

export interface TaskPosition {
  readonly flow: QuestionFlow;
  /** 0-based index of the question just answered within the skill. */
  readonly answeredQuestionIndex: number;
  readonly currentTaskIndex: number;
  readonly taskCount: number;
}

/** Index of the task the next question comes from; always a valid index when the skill has tasks. */
export function selectNextTaskIndex(position: TaskPosition): number {
  const rule = TASK_CHANGE_RULES[position.flow];
  const taskCount = toNonNegativeInteger(position.taskCount);
  if (taskCount === 0) return 0;
  const current = Math.min(toNonNegativeInteger(position.currentTaskIndex), taskCount - 1);
  const answered = toNonNegativeInteger(position.answeredQuestionIndex);
  if (answered === rule.resetAfter) return 0;
  if (rule.advanceAfter.includes(answered) && current + 1 < taskCount) return current + 1;
  return current;
}

export function countQuestionsPerSkill(flow: QuestionFlow): number {
  return TASK_CHANGE_RULES[flow].questionsPerSkill;
}

/** Spec 1 section 4: "After index 4 the next skill starts"; spec 3: "After the 10th question ...". */
export function isLastQuestionOfSkill(flow: QuestionFlow, answeredQuestionIndex: number): boolean {
  return toNonNegativeInteger(answeredQuestionIndex) >= countQuestionsPerSkill(flow) - 1;
}
