import type { DiagnosticProgress } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest } from '../../platform/http/http-errors';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess } from './learner-access.service';
import { DAY_MS, toValidationControl } from './practice-records';
import type { PracticeRepository } from './practice.repository';

/**
 * A diagnostic is long (40 questions, about an hour) and kept on the server as it is answered, so a learner may stop
 * and come back to it: its open rounds stay resumable for a week. After that the test starts afresh.
 */
export const DIAGNOSTIC_RESUME_MAX_AGE_MS = 7 * DAY_MS;

/**
 * Issue 20: a topic's diagnostic tests only the skills chosen for it (at most four); the topic's other skills are
 * placed from their results, so none of their questions is served or saved as part of the test.
 */
export async function requireTestedSkill(
  curriculum: Pick<CurriculumService, 'findDiagnosticChoice'>,
  skillId: number,
  topicId: number,
): Promise<void> {
  const { testedSkillIds } = await curriculum.findDiagnosticChoice(topicId);
  if (!testedSkillIds.includes(skillId)) {
    throw badRequest(
      "This skill is not tested in its topic's diagnostic: it is placed from the tested skills.",
    );
  }
}

/** The diagnostic's progress: where the learner's unfinished test of a topic stopped, to resume it on any device. */
export function createDiagnosticService(deps: {
  repository: PracticeRepository;
  access: LearnerAccess;
  /** Tests move time; production reads the clock. */
  now?: () => Date;
}) {
  const { repository, access } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * GET /api/getDiagnosticProgress/:topicId/:learnerId: the diagnostic of the topic the learner started and has not
     * saved, skill by skill, from the server's own records, so the test resumes where it stopped on any device. A
     * skill of that test already saved (a save that stopped part-way) is listed as saved, so it is not taken again.
     * A test counts as started from its first checked answer.
     */
    async getDiagnosticProgress(
      actor: Actor,
      topicId: number,
      learnerUserId: string,
    ): Promise<DiagnosticProgress> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const moment = now();
      const open = await repository.listOpenDiagnosticRounds(
        learner.id,
        topicId,
        new Date(moment.getTime() - DIAGNOSTIC_RESUME_MAX_AGE_MS).toISOString(),
      );
      if (open.length === 0) return { in_progress: false, skills: [] };
      const startedAt = open.map((round) => round.createdAt).sort()[0] ?? moment.toISOString();
      const saved = await repository.listSavedDiagnosticRounds(learner.id, topicId, startedAt);
      const present = (round: (typeof open)[number], isSaved: boolean) => ({
        skill_id: round.skillId,
        is_saved: isSaved,
        answered: round.attempts
          .filter((attempt) => attempt.attemptsCounter > 0)
          .map((attempt) => ({
            question_id: attempt.questionId,
            validation_control: toValidationControl(attempt),
          })),
      });
      const openSkillIds = new Set(open.map((round) => round.skillId));
      const savedBySkill = new Map(
        saved.filter((round) => !openSkillIds.has(round.skillId)).map((round) => [round.skillId, round]),
      );
      const skills = [
        ...open.map((round) => present(round, false)),
        ...[...savedBySkill.values()].map((round) => present(round, true)),
      ];
      // Opening the test serves its first question before any answer: a test with no checked answer was not
      // started, so it is not offered to resume ("answered 0 of 40"); its served question is served again anyway.
      if (!skills.some((skill) => skill.answered.length > 0)) return { in_progress: false, skills: [] };
      return { in_progress: true, skills };
    },
  };
}

export type DiagnosticService = ReturnType<typeof createDiagnosticService>;
