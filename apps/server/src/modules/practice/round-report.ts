import type { RoundReport } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  classifyRoundCelebration,
  classifySkillLevel,
  findNextSkillLevel,
  MASTER_LEVEL,
  nameSkillLevel,
  recommendNextStep,
  type SkillLevel,
} from '@mathwise/learning-rules';
import type { CatalogueSkill, CurriculumService } from '../curriculum/curriculum.types';
import { revealQuestion } from '../curriculum/stored-questions';
import type { AttemptRecord, PracticeRepository, RoundRecord } from './practice.repository';

/** The report of a saved practice round, with its one recommended next step. */
export function createRoundReports(deps: {
  repository: Pick<PracticeRepository, 'listRoundAttempts' | 'listSkillTotals'>;
  curriculum: Pick<CurriculumService, 'listSkillCatalogue' | 'findStoredQuestion'>;
}) {
  const { repository, curriculum } = deps;

  /**
   * The report of a saved practice round (issue 21), from the server's records: each number with what it is made of,
   * the questions whose first check was wrong with their keys and worked solutions (the round is closed, so they can
   * no longer be answered in it), and one next step (learning-rules `recommendNextStep`).
   */
  async function buildRoundReport(
    learnerId: number,
    round: RoundRecord,
    skill: { skill_points: number },
    /** The round's attempts when the save just read them; else they are read. */
    savedAttempts?: AttemptRecord[],
  ): Promise<RoundReport> {
    const [attempts, topicSkills] = await Promise.all([
      savedAttempts ?? repository.listRoundAttempts(round.id),
      curriculum.listSkillCatalogue({ topicId: round.topicId }),
    ]);
    const catalogueSkill = topicSkills.find((entry) => entry.skill_id === round.skillId);
    const missedAttempts = attempts.filter((attempt) => attempt.firstCheckCorrect === false);
    const missedQuestions = await Promise.all(
      missedAttempts.map((attempt) => curriculum.findStoredQuestion(attempt.questionId)),
    );
    const taskName = (taskId: number | null) =>
      catalogueSkill?.tasks.find((task) => task.id === taskId)?.name ?? null;
    const missed = missedAttempts.flatMap((attempt, index) => {
      const question = missedQuestions[index];
      if (!question) return [];
      return [
        {
          question: revealQuestion(question),
          selected_answer: attempt.selectedAnswer,
          explanation: question.explanation,
          task_name: taskName(question.task_id),
        },
      ];
    });
    const after = round.skillPointsAfter ?? round.points;
    const levelAfter = (round.levelAfter ?? 1) as SkillLevel;
    const rightFirstTime = round.answered - round.firstCheckWrong;
    const kind = recommendNextStep({ rightFirstTime, answered: round.answered, levelAfter });
    const nextLevel = findNextSkillLevel(after, skill.skill_points);
    return {
      question_points: round.questionPoints,
      round_points: round.points,
      answered: round.answered,
      total_questions: round.totalQuestions,
      first_check_wrong: round.firstCheckWrong,
      score: round.score,
      skill_points_before: Math.max(0, after - round.points),
      skill_points_after: after,
      skill_points_available: skill.skill_points,
      level: nameSkillLevel(levelAfter),
      next_level: nextLevel && {
        level: nameSkillLevel(nextLevel.level),
        points_at: nextLevel.pointsAt,
        points_needed: nextLevel.pointsNeeded,
      },
      celebration: classifyRoundCelebration(rightFirstTime, round.answered),
      missed,
      next_step:
        kind === 'next_skill'
          ? await findNextSkillStep(learnerId, round, topicSkills)
          : {
              kind,
              topic_id: round.topicId,
              skill_id: round.skillId,
              skill_name: catalogueSkill?.skill_name ?? null,
              task_name: kind === 'plan_task' ? mostMissedTaskName(missed, catalogueSkill) : null,
            },
    };
  }

  /** The topic's next skill after this one, in catalogue order and round the end, that is not Master yet. */
  async function findNextSkillStep(
    learnerId: number,
    round: RoundRecord,
    topicSkills: readonly CatalogueSkill[],
  ) {
    const totals = await repository.listSkillTotals(
      learnerId,
      topicSkills.map((entry) => entry.skill_id),
    );
    const position = topicSkills.findIndex((entry) => entry.skill_id === round.skillId);
    const ordered = [...topicSkills.slice(position + 1), ...topicSkills.slice(0, Math.max(0, position))];
    const next = ordered.find((entry) => {
      const points = totals.find((total) => total.skillId === entry.skill_id)?.points ?? 0;
      return classifySkillLevel(calculateSharePercent(points, entry.skill_points)) !== MASTER_LEVEL;
    });
    return {
      kind: 'next_skill' as const,
      topic_id: round.topicId,
      skill_id: next?.skill_id ?? null,
      skill_name: next?.skill_name ?? null,
      task_name: null,
    };
  }

  return { buildRoundReport };
}

/** The task of the practice plan most of the round's misses came from (the first of equals, in plan order). */
function mostMissedTaskName(
  missed: Array<{ task_name: string | null }>,
  skill: CatalogueSkill | undefined,
): string | null {
  const counts = (skill?.tasks ?? []).map((task) => ({
    name: task.name,
    count: missed.filter((entry) => entry.task_name === task.name).length,
  }));
  const top = counts.reduce<(typeof counts)[number] | undefined>(
    (best, entry) => (entry.count > (best?.count ?? 0) ? entry : best),
    undefined,
  );
  return top?.name ?? null;
}
