import type { QuestionHintResponse, ShowSolutionResponse } from '@mathwise/api-contract';
import { giveUpQuestion, selectNextHintIndex } from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import { conflict } from '../../platform/http/http-errors';
import type { StoredQuestion } from '../curriculum/curriculum.types';
import { readHints, revealQuestion } from '../curriculum/stored-questions';
import { createOpenAttempts, type OpenAttemptServicesDeps } from './open-attempts';
import {
  CHECK_RETRIES,
  MAX_QUESTION_TIME_MS,
  presentControl,
  toAttemptControl,
  toValidationControl,
  type CheckableAttempt,
} from './practice-records';

/** Question help: the Hint button and "Show me how", counted on the learner's open attempt; the demo's unrecorded. */
export function createQuestionHelpService(deps: OpenAttemptServicesDeps) {
  const { repository, curriculum } = deps;
  const now = deps.now ?? (() => new Date());
  const { findQuestionToCheck, requireCheckableAttempt, rereadAttempt } = createOpenAttempts(deps);

  /** The next hint of the learner's open attempt, counted on it (each costs points, docs/learning-model.md §12). */
  async function giveHint(actor: Actor, question: StoredQuestion): Promise<QuestionHintResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    const hints = readHints(question);
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      if (attempt.isSubmitted || attempt.isSolutionShown) {
        throw conflict('This question is closed: its answer is already shown.', 'No hint needed');
      }
      const index = selectNextHintIndex(attempt.hintsUsed, hints.length);
      const hint = index === null ? undefined : hints[index];
      if (index === null || hint === undefined) {
        throw conflict('This question has no more hints. Try "Show me how".', 'No more hints');
      }
      if (await repository.raiseHintsUsed(attempt.id, attempt.hintsUsed)) {
        return { hint, hint_number: index + 1, hint_count: hints.length, hints_used: index + 1 };
      }
      attempt = await rereadAttempt(attempt.id, attempt.mode);
    }
    throw conflict('You asked for a hint twice at once. Please ask again.');
  }

  /** The worked solution and key of the learner's open attempt, which then earns nothing. */
  async function showSolution(actor: Actor, question: StoredQuestion): Promise<ShowSolutionResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      const moment = now();
      const elapsedMs = Math.min(moment.getTime() - Date.parse(attempt.servedAt), MAX_QUESTION_TIME_MS);
      const current = toValidationControl(attempt);
      // A question already answered right keeps its points; otherwise this try is given up and earns nothing.
      const control = giveUpQuestion(current, elapsedMs);
      const isStored =
        attempt.isSubmitted ||
        (await repository.updateAttemptControl(
          attempt.id,
          attempt.attemptsCounter,
          { ...toAttemptControl(control), isSolutionShown: true },
          moment.toISOString(),
        ));
      if (isStored) {
        return {
          explanation: question.explanation,
          question: revealQuestion(question),
          solution_shown: true,
          validation_control: presentControl(control),
        };
      }
      attempt = await rereadAttempt(attempt.id, attempt.mode);
    }
    throw conflict('You asked twice at once. Please ask again.');
  }

  return {
    /**
     * POST /api/questionHint/:questionId, the Hint button: the next hint of a learner's open question, counted on
     * their attempt; for the demo's questions the first hint.
     */
    async giveQuestionHint(actor: Actor | null, questionId: number): Promise<QuestionHintResponse> {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.giveDemoHint(found.demo);
      return giveHint(found.actor, found.question);
    },

    /**
     * POST /api/showSolution/:questionId, "Show me how": the worked solution and the key of a learner's open
     * question, which then earns nothing (a question not checked yet counts as a wrong first check); for the demo's
     * questions, the same without a record.
     */
    async showQuestionSolution(actor: Actor | null, questionId: number): Promise<ShowSolutionResponse> {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.showDemoSolution(found.demo);
      return showSolution(found.actor, found.question);
    },
  };
}

export type QuestionHelpService = ReturnType<typeof createQuestionHelpService>;
