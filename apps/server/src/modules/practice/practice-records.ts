import type { CheckAnswerResponse } from '@mathwise/api-contract';
import type { ValidationControl } from '@mathwise/learning-rules';
import type { PracticeMode } from '../../platform/db/schema';
import type { AttemptControl, AttemptRecord } from './practice.repository';

/*
 * What the practice services share: the server's attempt record in the rules' validation_control shape and back, the
 * response's copy of it, and the limits every check, hint and solution counts with.
 */

export const DAY_MS = 86_400_000;
/** An idle tab is not practice: the time charged to one question for "hours" stops after 15 minutes. */
export const MAX_QUESTION_TIME_MS = 15 * 60 * 1000;
export const CHECK_RETRIES = 3;

/** The server's attempt record in the rules' validation_control shape. */
export function toValidationControl(attempt: AttemptRecord): ValidationControl {
  return {
    selected_answer: attempt.selectedAnswer ?? '',
    validation: attempt.firstCheckCorrect,
    attempts_counter: attempt.attemptsCounter,
    wrong_attempts: attempt.wrongAttempts,
    submitted: attempt.isSubmitted,
    time_spent: attempt.timeSpent,
    total_time: Math.max(attempt.totalTime, attempt.timeSpent),
    points: attempt.points,
  };
}

export type CheckableAttempt = AttemptRecord & { mode: PracticeMode };

export function toAttemptControl(control: ValidationControl): Omit<AttemptControl, 'isSolutionShown'> {
  return {
    selectedAnswer: control.selected_answer,
    firstCheckCorrect: control.validation,
    attemptsCounter: control.attempts_counter,
    wrongAttempts: control.wrong_attempts,
    isSubmitted: control.submitted,
    timeSpent: control.time_spent,
    totalTime: control.total_time,
    points: control.points,
  };
}

export function presentControl(
  control: ValidationControl,
): NonNullable<CheckAnswerResponse['validation_control']> {
  return {
    selected_answer: control.selected_answer,
    validation: control.validation,
    attempts_counter: control.attempts_counter,
    wrong_attempts: control.wrong_attempts,
    submitted: control.submitted,
    time_spent: control.time_spent,
    total_time: control.total_time,
    points: control.points,
  };
}
