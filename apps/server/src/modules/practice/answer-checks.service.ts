import type { CheckAnswerResponse } from '@mathwise/api-contract';
import {
  checkQuestionAttempt,
  CORRECT_FEEDBACK,
  isSolutionDue,
  reduceValidationControl,
  selectHintAfterWrongAnswer,
  WRONG_FEEDBACK,
  type AnswerKind,
  type QuestionHelp,
  type ValidationControl,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict } from '../../platform/http/http-errors';
import type { StoredQuestion } from '../curriculum/curriculum.types';
import { readHints, readMisconceptions, revealQuestion } from '../curriculum/stored-questions';
import { createOpenAttempts, type OpenAttemptServicesDeps } from './open-attempts';
import {
  CHECK_RETRIES,
  MAX_QUESTION_TIME_MS,
  presentControl,
  toAttemptControl,
  toValidationControl,
  type CheckableAttempt,
} from './practice-records';

/** The learner's check of an answer, judged on the server and recorded on their open attempt; the demo's unrecorded. */
export function createAnswerChecksService(deps: OpenAttemptServicesDeps) {
  const { repository, curriculum } = deps;
  const now = deps.now ?? (() => new Date());
  const { findQuestionToCheck, requireCheckableAttempt, rereadAttempt } = createOpenAttempts(deps);

  /**
   * A check of the learner's open attempt, judged once here (checkQuestionAttempt) and recorded. Time is the
   * server's, from serving the question to this check (decision 024).
   */
  async function recordCheck(
    actor: Actor,
    question: StoredQuestion,
    selectedAnswer: string,
  ): Promise<CheckAnswerResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    const { mode } = attempt;
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      const moment = now();
      const selected = reduceValidationControl(toValidationControl(attempt), {
        type: 'select',
        answer: selectedAnswer,
      });
      // Time is the server's: from serving the question to this check, so a client cannot shorten it.
      const elapsedMs = Math.min(moment.getTime() - Date.parse(attempt.servedAt), MAX_QUESTION_TIME_MS);
      const { control, check } = checkQuestionAttempt(selected, toScoredQuestion(question), mode, elapsedMs, {
        hintsUsed: attempt.hintsUsed,
        isSolutionShown: attempt.isSolutionShown,
      });
      if (check.status === 'empty') throw badRequest(check.message);
      // The second wrong check shows the worked solution: the attempt is closed for points from then on.
      const isSolutionShown =
        attempt.isSolutionShown || (!control.submitted && isSolutionDue(control.wrong_attempts, false));
      const isStored =
        control === selected ||
        (await repository.updateAttemptControl(
          attempt.id,
          attempt.attemptsCounter,
          { ...toAttemptControl(control), isSolutionShown },
          moment.toISOString(),
        ));
      if (isStored) {
        return presentCheck(question, check.status === 'correct', control, {
          hintsUsed: attempt.hintsUsed,
          isSolutionShown: control === selected ? attempt.isSolutionShown : isSolutionShown,
        });
      }
      attempt = await rereadAttempt(attempt.id, mode);
    }
    throw conflict('Your answer was checked twice at once. Please check it again.');
  }

  return {
    /**
     * POST /api/checkAnswer/:questionId: checks on the server, so no key travels before the answer. The demo's
     * questions are checked for anyone without a record; any other question only by the learner it was served to,
     * recorded on their open attempt, with the explanation and key only once that attempt is closed (403 for anyone
     * but a learner, 404 for a question not in their open rounds).
     */
    async checkAnswer(actor: Actor | null, questionId: number, selectedAnswer: string) {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.checkDemoAnswer(found.demo, selectedAnswer);
      return recordCheck(found.actor, found.question, selectedAnswer);
    },
  };
}

export type AnswerChecksService = ReturnType<typeof createAnswerChecksService>;

function toScoredQuestion(question: StoredQuestion) {
  return {
    answer: question.answer,
    question_type: question.question_type,
    answer_kind: question.answer_kind as AnswerKind,
    requires_answer_form: question.requires_answer_form,
    points: question.points,
  };
}

/**
 * A recorded check's answer. The worked explanation and the key travel only once the attempt is closed (answered
 * right, or the solution shown: asked for or after the second wrong check), so a check can never be used to read
 * the answer of an open question; a wrong answer gets the hint for the step that went wrong instead.
 */
function presentCheck(
  question: StoredQuestion,
  isCorrect: boolean,
  control: ValidationControl,
  help: QuestionHelp,
): CheckAnswerResponse {
  const isClosed = control.submitted || help.isSolutionShown;
  return {
    is_correct: isCorrect,
    message: isCorrect ? CORRECT_FEEDBACK : WRONG_FEEDBACK,
    validation_control: presentControl(control),
    ...(isCorrect
      ? {}
      : {
          hint: selectHintAfterWrongAnswer(
            {
              hints: readHints(question),
              misconceptions: readMisconceptions(question),
              answer_kind: question.answer_kind as AnswerKind,
            },
            control.selected_answer,
            { hintsUsed: help.hintsUsed, wrongAttempts: control.wrong_attempts },
          ),
        }),
    solution_shown: help.isSolutionShown,
    hints_used: help.hintsUsed,
    ...(isClosed ? { explanation: question.explanation, question: revealQuestion(question) } : {}),
  };
}
