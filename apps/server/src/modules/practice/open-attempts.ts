import type { Actor } from '../../platform/auth/actor';
import type { PracticeMode } from '../../platform/db/schema';
import { forbidden, notFound, unauthorized } from '../../platform/http/http-errors';
import { isOpenToUnrecordedCheck } from '../curriculum/curriculum.policy';
import type { CurriculumService, StoredQuestion } from '../curriculum/curriculum.types';
import type { LearnerAccess } from './learner-access.service';
import type { CheckableAttempt } from './practice-records';
import { findQuestionCheckRefusal } from './practice.policy';
import type { PracticeRepository } from './practice.repository';

/** What the services around a learner's open attempts take: serving questions, checking answers, giving help. */
export interface OpenAttemptServicesDeps {
  repository: PracticeRepository;
  curriculum: CurriculumService;
  access: LearnerAccess;
  /** Tests move time; production reads the clock. */
  now?: () => Date;
}

/** The question a check, hint or solution is asked for, and the learner's open attempt that records it. */
export function createOpenAttempts(deps: {
  repository: PracticeRepository;
  curriculum: Pick<CurriculumService, 'findStoredQuestion'>;
  access: LearnerAccess;
}) {
  const { repository, curriculum, access } = deps;

  /**
   * The question a check, hint or solution is asked for: 404 when unknown; a demo question for anyone, without a
   * record (the curriculum's demo calls); any other only for a signed-in caller (401 for a visitor), whose open
   * attempt then records it.
   */
  async function findQuestionToCheck(
    actor: Actor | null,
    questionId: number,
  ): Promise<{ demo: StoredQuestion } | { actor: Actor; question: StoredQuestion }> {
    const question = await curriculum.findStoredQuestion(questionId);
    if (!question) throw notFound('There is no such question.');
    if (isOpenToUnrecordedCheck(question)) return { demo: question };
    if (!actor) throw unauthorized('Please log in to check this question.');
    return { actor, question };
  }

  /**
   * The caller's open attempt at a question outside the demo (findQuestionCheckRefusal): 403 for anyone but a
   * learner, 404 when the question is not in one of their open rounds, then the subscription's block (403/409).
   */
  async function requireCheckableAttempt(actor: Actor, question: StoredQuestion): Promise<CheckableAttempt> {
    const learner = await access.findOwnLearner(actor);
    const attempt = learner ? await repository.findOpenAttempt(learner.id, question.id) : undefined;
    switch (findQuestionCheckRefusal(actor, learner, attempt !== undefined)) {
      case 'not_a_learner':
        throw forbidden('Only the learner answering this question can check it, in their own round.');
      case 'not_in_open_round':
        throw notFound('This question is not part of an open round of yours.');
      case null:
        break;
    }
    if (!learner || !attempt) throw notFound('This question is not part of an open round of yours.');
    await access.requirePracticeAllowed(learner);
    return attempt;
  }

  async function rereadAttempt(attemptId: number, mode: PracticeMode): Promise<CheckableAttempt | undefined> {
    const reread = await repository.findAttempt(attemptId);
    return reread ? { ...reread, mode } : undefined;
  }

  return { findQuestionToCheck, requireCheckableAttempt, rereadAttempt };
}

export type OpenAttempts = ReturnType<typeof createOpenAttempts>;
