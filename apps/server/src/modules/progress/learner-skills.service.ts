import type { DiagnosticSkillsResponse, LearnerSkill, LearnerTopic } from '@mathwise/api-contract';
import { calculateSharePercent, classifySkillLevel, MASTER_LEVEL } from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/http/http-errors';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess } from '../practice/practice.types';
import type { ProgressRepository } from './progress.repository';
import { summariseTopics, type SkillStandings } from './skill-standings';

/** A learner's skills, topics and grades with their points and levels: the lists the learner and parent pages show. */
export function createLearnerSkillsService(deps: {
  repository: ProgressRepository;
  curriculum: CurriculumService;
  standings: SkillStandings;
  access: LearnerAccess;
}) {
  const { repository, curriculum, access } = deps;
  const { listLearnerSkills, listSkillStandings, requireTopic, requireSubject } = deps.standings;

  return {
    /**
     * GET /api/getDiagnosticSkills/:topicId/:learnerId: the skills the diagnostic tests, and the topic's others with
     * the tested skills the report places them from (curriculum findDiagnosticChoice).
     */
    async listDiagnosticSkills(
      actor: Actor,
      topicId: number,
      learnerUserId: string,
    ): Promise<DiagnosticSkillsResponse> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireTopic(topicId);
      const [skills, choice] = await Promise.all([
        listLearnerSkills(learner, { topicId }),
        curriculum.findDiagnosticChoice(topicId),
      ]);
      return {
        skills: skills.filter((skill) => choice.testedSkillIds.includes(skill.skill_id)),
        placed_skills: skills.flatMap((skill) => {
          const placedFrom = choice.placedFrom.get(skill.skill_id);
          return placedFrom ? [{ ...skill, placed_from: [...placedFrom] }] : [];
        }),
      };
    },

    /** GET /api/getPracticeSkills/:topicId/:learnerId[/:skillId]: the topic's skills, or the one chosen. */
    async listPracticeSkills(actor: Actor, topicId: number, learnerUserId: string, skillId?: number) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireTopic(topicId);
      const skills = await listLearnerSkills(learner, { topicId });
      if (skillId === undefined) return skills;
      const chosen = skills.filter((skill) => skill.skill_id === skillId);
      if (chosen.length === 0) throw notFound('This skill is not part of the topic.');
      return chosen;
    },

    /** GET /api/getSkillsBySubjectID/:subjectId/:learnerId. */
    async listSkillsOfSubject(actor: Actor, subjectId: number, learnerUserId: string) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireSubject(subjectId);
      return listLearnerSkills(learner, { subjectId });
    },

    /**
     * GET /api/getReinforceSkills/:subjectId/:learnerId: skills the learner has practised and not mastered, weakest
     * share first (the cards' 20/40/60/80 steps come from the same share).
     */
    async listReinforceSkills(actor: Actor, subjectId: number, learnerUserId: string) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireSubject(subjectId);
      const share = (skill: LearnerSkill) =>
        calculateSharePercent(skill.skill_learner_points, skill.skill_points);
      return (await listLearnerSkills(learner, { subjectId }))
        .filter((skill) => skill.skill_attempts > 0 && classifySkillLevel(share(skill)) !== MASTER_LEVEL)
        .sort((a, b) => share(a) - share(b));
    },

    /** GET /api/getLearnerTopicsBySubjectID/:subjectId/:learnerId. */
    async listTopicsOfSubject(
      actor: Actor,
      subjectId: number,
      learnerUserId: string,
    ): Promise<LearnerTopic[]> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireSubject(subjectId);
      const skills = await listLearnerSkills(learner, { subjectId });
      const topics = await curriculum.listTopicsOfSubject(subjectId);
      return topics.map((topic) => {
        const topicSkills = skills.filter((skill) => skill.topic_id === topic.id);
        return {
          id: topic.id,
          name: topic.name,
          description: topic.description,
          points: topicSkills.reduce((sum, skill) => sum + skill.skill_points, 0),
          learner_topic_points: topicSkills.reduce((sum, skill) => sum + skill.skill_learner_points, 0),
          skills: topicSkills,
        };
      });
    },

    /** GET /api/getSubjectsByLearnerID/:learnerId/:courseId: the grades with the learner's points. */
    async listSubjects(actor: Actor, learnerUserId: string, courseId: number) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const subjects = await curriculum.listSubjectsOfCourse(courseId);
      const skills = await listLearnerSkills(learner, { courseId });
      return subjects.map((subject) => {
        const subjectSkills = skills.filter((skill) => skill.subject_id === subject.id);
        return {
          id: subject.id,
          name: subject.name,
          points: subjectSkills.reduce((sum, skill) => sum + skill.skill_points, 0),
          learner_points: subjectSkills.reduce((sum, skill) => sum + skill.skill_learner_points, 0),
          is_current: learner.currentGradeId === subject.id,
        };
      });
    },

    /** GET /api/getLearnerCoursePoints/:courseId/:learnerId. */
    async getCoursePoints(actor: Actor, courseId: number, learnerUserId: string) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      return summariseTopics(await listSkillStandings(learner, { courseId }));
    },

    /**
     * GET /api/getBeatenStudents/:skillId/:learnerId/:points (and the diagnostic variant): the whole percentage of
     * the other learners with points in the skill who hold fewer than `points`; 0 when nobody else has any.
     */
    async getBeatenLearners(actor: Actor, skillId: number, learnerUserId: string, points: number) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      // Counted while the skill is checked: the counts of a skill that does not exist are never answered.
      const [skill, { below, total }] = await Promise.all([
        curriculum.findSkill(skillId),
        repository.countLearnersBelow(skillId, points, learner.id),
      ]);
      if (!skill) throw notFound('There is no such skill.');
      return total <= 0 ? 0 : Math.floor(calculateSharePercent(below, total));
    },
  };
}

export type LearnerSkillsService = ReturnType<typeof createLearnerSkillsService>;
