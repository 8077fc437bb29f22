import type { LearnerSkill, LearnerCoursePoints } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  classifySkillLevel,
  nameSkillLevel,
  selectNextDifficulty,
} from '@mathwise/learning-rules';
import { notFound } from '../../platform/http/http-errors';
import type { CatalogueSkill, CatalogueSkillPoints, CurriculumService } from '../curriculum/curriculum.types';
import type { PracticeRoundsService } from '../practice/practice.types';
import type { LearnerRecord } from '../learners/learners.types';

type SkillTotal = Awaited<ReturnType<PracticeRoundsService['listSkillTotals']>>[number];

/** A skill's points, answers and level for the learner: a LearnerSkill without its tasks. */
export type SkillStanding = Omit<LearnerSkill, 'tasks'>;

function presentSkillStanding(
  skill: CatalogueSkillPoints,
  totalsBySkill: Map<number, SkillTotal>,
): SkillStanding {
  const own = totalsBySkill.get(skill.skill_id);
  const points = own?.points ?? 0;
  return {
    skill_id: skill.skill_id,
    skill_name: skill.skill_name,
    skill_description: skill.skill_description,
    skill_points: skill.skill_points,
    skill_learner_points: points,
    skill_attempts: own?.answered ?? 0,
    skill_wrong_attempts: own?.firstCheckWrong ?? 0,
    topic_id: skill.topic_id,
    topic_name: skill.topic_name,
    subject_id: skill.subject_id,
    subject_name: skill.subject_name,
    level: nameSkillLevel(classifySkillLevel(calculateSharePercent(points, skill.skill_points))),
  };
}

/** A catalogue skill with the learner's progress in it (spec 3 §3 Skill). */
export function presentLearnerSkill(
  skill: CatalogueSkill,
  totalsBySkill: Map<number, SkillTotal>,
): LearnerSkill {
  const standing = presentSkillStanding(skill, totalsBySkill);
  const difficulty = selectNextDifficulty(
    calculateSharePercent(standing.skill_learner_points, skill.skill_points),
  );
  // The practice plan shows each task at the difficulty the learner's next questions come at.
  return { ...standing, tasks: skill.tasks.map((task) => ({ ...task, difficult_level: difficulty })) };
}

/** Points per topic of a course (spec 3 §7 learner_info). */
export function summariseTopics(skills: SkillStanding[]): LearnerCoursePoints[] {
  const byTopic = new Map<number, LearnerCoursePoints>();
  for (const skill of skills) {
    const row = byTopic.get(skill.topic_id) ?? {
      subject_id: skill.subject_id,
      topic_id: skill.topic_id,
      topic_name: skill.topic_name,
      points: 0,
      learner_points: 0,
    };
    row.points += skill.skill_points;
    row.learner_points += skill.skill_learner_points;
    byTopic.set(skill.topic_id, row);
  }
  return [...byTopic.values()];
}

/** The catalogue's skills, topics and grades read with the learner's totals, for the skill lists and the reports. */
export function createSkillStandings(deps: {
  curriculum: Pick<CurriculumService, 'listSkillCatalogue' | 'listSkillPoints' | 'findTopic' | 'findSubject'>;
  practice: Pick<PracticeRoundsService, 'listSkillTotals'>;
}) {
  const { curriculum, practice } = deps;

  /**
   * The catalogue's skills with the learner's totals. Both are read at once: the totals are all the learner's (one
   * index range of at most one row per skill) rather than those of the catalogue's skill ids, which would wait for
   * the catalogue first.
   */
  async function listLearnerSkills(
    learner: LearnerRecord,
    filter: { topicId?: number; subjectId?: number; courseId?: number },
  ): Promise<LearnerSkill[]> {
    const [catalogue, totals] = await Promise.all([
      curriculum.listSkillCatalogue(filter),
      practice.listSkillTotals(learner.id),
    ]);
    const totalsBySkill = new Map(totals.map((total) => [total.skillId, total]));
    return catalogue.map((skill) => presentLearnerSkill(skill, totalsBySkill));
  }

  /** As listLearnerSkills without the tasks, one statement fewer, for the reports that show no task. */
  async function listSkillStandings(
    learner: LearnerRecord,
    filter: { topicId?: number; courseId?: number },
  ): Promise<SkillStanding[]> {
    const [skills, totals] = await Promise.all([
      curriculum.listSkillPoints(filter),
      practice.listSkillTotals(learner.id),
    ]);
    const totalsBySkill = new Map(totals.map((total) => [total.skillId, total]));
    return skills.map((skill) => presentSkillStanding(skill, totalsBySkill));
  }

  async function requireTopic(topicId: number) {
    const topic = await curriculum.findTopic(topicId);
    if (!topic) throw notFound('There is no such topic.');
    return topic;
  }

  async function requireSubject(subjectId: number) {
    const subject = await curriculum.findSubject(subjectId);
    if (!subject) throw notFound('There is no such grade.');
    return subject;
  }

  return { listLearnerSkills, listSkillStandings, requireTopic, requireSubject };
}

export type SkillStandings = ReturnType<typeof createSkillStandings>;
