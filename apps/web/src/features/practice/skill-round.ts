import type { AnswerSheet, LearnerQuestion, LearnerSkill } from '@mathwise/api-contract';
import {
  calculateRoundScore,
  countFirstCheckWrong,
  QUESTIONS_PER_ROUND,
  selectNextTaskIndex,
  summarisePracticeResults,
  type PracticeResults,
  type QuestionFlow,
  type QuestionMarker,
  type ValidationControl,
} from '@mathwise/learning-rules';

/** The contract's ceiling for a duration (one day), so a tab left open overnight still saves. */
const MAX_DURATION_MS = 86_400_000;
const clampDuration = (ms: number) => Math.min(MAX_DURATION_MS, Math.max(0, Math.round(ms)));

/** A question the learner has left, with what they did on it (the shared validation_control). */
export interface AnsweredEntry {
  questionId: number;
  taskId: number | null;
  control: ValidationControl;
}

/**
 * One skill's round of ten questions, as the diagnostic and practice pages hold it. Plain data, so the diagnostic
 * can keep it in session storage (spec 3 §4) and a reload shows the same question instead of asking the server for
 * another one (the server records every question it serves).
 */
export interface SkillRound {
  skillId: number;
  /** Epoch ms when the round began: its timer counts from here and restarts with the next skill (spec 3 §4). */
  startedAt: number;
  /** Index of the task the next question belongs to (spec 3 §4: the task changes after indexes 2 and 5). */
  taskIndex: number;
  answered: AnsweredEntry[];
  /** The question on screen, once served. */
  question: LearnerQuestion | null;
}

export function createSkillRound(skillId: number, startedAt: number): SkillRound {
  return { skillId, startedAt, taskIndex: 0, answered: [], question: null };
}

/** Index (0..9) of the question on screen, or 10 once the round is complete. */
export function currentQuestionIndex(round: SkillRound): number {
  return round.answered.length;
}

export function isRoundComplete(round: SkillRound): boolean {
  return round.answered.length >= QUESTIONS_PER_ROUND;
}

/** The ten markers of the progress bar: the first check of each answered question, null for the rest. */
export function markersOf(round: SkillRound): QuestionMarker[] {
  return Array.from(
    { length: QUESTIONS_PER_ROUND },
    (_, index) => round.answered[index]?.control.validation ?? null,
  );
}

/** Spec 3 §9: the score starts at 100 and drops by 10 for each first-attempt wrong answer. */
export function scoreOf(round: SkillRound): number {
  return calculateRoundScore(countFirstCheckWrong(markersOf(round)));
}

export function resultsOf(round: SkillRound): PracticeResults {
  return summarisePracticeResults(round.answered.map((entry) => entry.control));
}

/** Records the learner leaving the question on screen and moves to the next one's task (spec 3 §4). */
export function finishQuestion(
  round: SkillRound,
  control: ValidationControl,
  flow: Extract<QuestionFlow, 'diagnostic' | 'practice'>,
  taskCount: number,
): SkillRound {
  if (!round.question || isRoundComplete(round)) return round;
  const answeredIndex = currentQuestionIndex(round);
  return {
    ...round,
    answered: [...round.answered, { questionId: round.question.id, taskId: round.question.task_id, control }],
    taskIndex: selectNextTaskIndex({
      flow,
      answeredQuestionIndex: answeredIndex,
      currentTaskIndex: round.taskIndex,
      taskCount,
    }),
    question: null,
  };
}

/** The task to show for the question on screen: the served question's own task, else the one the rule selects. */
export function currentTaskName(round: SkillRound, skill: Pick<LearnerSkill, 'tasks'>): string | undefined {
  const own = skill.tasks.find((task) => task.id === round.question?.task_id);
  return (own ?? skill.tasks[round.taskIndex])?.name;
}

/**
 * The spec's answer sheet for a round (spec 3 §3). It carries no points: the server scores from its own records, and
 * the contract's strict schema refuses any field it does not know.
 */
export function toAnswerSheet(
  round: SkillRound,
  skill: Pick<LearnerSkill, 'skill_id' | 'tasks'>,
): AnswerSheet {
  const results = resultsOf(round);
  return {
    skills: [{ skill_id: skill.skill_id }],
    tasks: skill.tasks.map((task) => ({ task_id: task.id, skill_id: skill.skill_id })),
    questions: round.answered.map((entry) => ({
      id: entry.questionId,
      skill_id: skill.skill_id,
      ...(entry.taskId === null ? {} : { task_id: entry.taskId }),
      validation_control: {
        selected_answer: entry.control.selected_answer,
        attempts_counter: entry.control.attempts_counter,
        wrong_attempts: entry.control.wrong_attempts,
        submitted: entry.control.submitted,
        time_spent: clampDuration(entry.control.time_spent),
      },
    })),
    practice_results: {
      total_time: clampDuration(results.total_time),
      attempts_counter: results.attempts_counter,
      wrong_attempts: results.wrong_attempts,
      total_questions: results.total_questions,
    },
    current_skill: { skill_id: skill.skill_id },
  };
}
