import type {
  Badge,
  LearnerProgress,
  PracticeActivity,
  PracticeSummary,
  SummaryRange,
} from '@mathwise/api-contract';
import {
  CHART_BAR_COUNT,
  classifySkillLevel,
  nameSkillLevel,
  type SkillLevel,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/http/http-errors';
import type { CatalogueSkill, CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess } from '../practice/practice.types';
import { toLearnerDay } from '../practice/learner-days';
import type { LearnerRecord } from '../learners/learners.types';
import { renderCertificatePdf } from './certificate.pdf';
import type { ProgressRepository, SavedRoundRow } from './progress.repository';
import { BADGE_TEXTS, DAY_MS, displayName, formatDay } from './report-format';
import { summariseTopics, type SkillStanding, type SkillStandings } from './skill-standings';

const ACTIVITY_LIMIT = 100;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The progress reports: the learner's progress page, practice summaries and activities, badges and certificates.
 */
export function createProgressService(deps: {
  repository: ProgressRepository;
  curriculum: CurriculumService;
  standings: SkillStandings;
  access: LearnerAccess;
  now?: () => Date;
}) {
  const { repository, curriculum, access } = deps;
  const { listSkillStandings, requireTopic } = deps.standings;
  const now = deps.now ?? (() => new Date());

  /** The learner's badges; topic names come from `known` skills when given, and are looked up otherwise. */
  async function presentBadges(
    learner: LearnerRecord,
    badges: Awaited<ReturnType<ProgressRepository['listBadges']>>,
    known: Array<Pick<CatalogueSkill, 'topic_id' | 'topic_name'>> = [],
  ): Promise<Badge[]> {
    return Promise.all(
      badges.map(async (badge) => {
        if (badge.topicId !== null) {
          const topicName =
            known.find((skill) => skill.topic_id === badge.topicId)?.topic_name ??
            (await curriculum.findTopic(badge.topicId))?.name;
          return {
            key: badge.key,
            name: `Topic mastered: ${topicName ?? 'a topic'}`,
            description: 'Reached Master level in every skill of the topic.',
            earned_at: badge.earnedAt,
            topic_id: badge.topicId,
            certificate_url: `/api/certificates/${learner.userId}/${badge.topicId}.pdf`,
          };
        }
        const text = BADGE_TEXTS[badge.key] ?? { name: badge.key, description: '' };
        return {
          key: badge.key,
          ...text,
          earned_at: badge.earnedAt,
          topic_id: null,
          certificate_url: null,
        };
      }),
    );
  }

  /**
   * Saved rounds as activities, named from `known` skills (the report's own catalogue) when given; only topics not
   * in it are looked up (one catalogue query per topic was the progress report's N+1, found by bench/growth.ts).
   */
  async function presentActivities(
    rounds: SavedRoundRow[],
    known: Array<Pick<CatalogueSkill, 'skill_id' | 'skill_name' | 'topic_id' | 'topic_name'>> = [],
  ): Promise<PracticeActivity[]> {
    const knownTopicIds = new Set(known.map((skill) => skill.topic_id));
    const missingTopicIds = [...new Set(rounds.map((round) => round.topicId))].filter(
      (topicId) => !knownTopicIds.has(topicId),
    );
    const catalogue = [
      ...known,
      ...(
        await Promise.all(missingTopicIds.map((topicId) => curriculum.listSkillCatalogue({ topicId })))
      ).flat(),
    ];
    return rounds.map((round) => {
      const skill = catalogue.find((entry) => entry.skill_id === round.skillId);
      return {
        topic_name: skill?.topic_name ?? '',
        skill_name: skill?.skill_name ?? '',
        created_at: round.savedAt,
        attempts: round.attempts,
        wrong_attempts: round.wrongAttempts,
        kind: round.mode,
      };
    });
  }

  /**
   * The summary boxes and one bar per practice day (Toronto days), the last 15 days with practice in the range,
   * padded with empty earlier days to 15 bars (spec 3 §9: "Charts pad to 15 bars").
   */
  function summarisePractice(
    rounds: SavedRoundRow[],
    skills: SkillStanding[],
    lastDay: string,
  ): PracticeSummary {
    const byDay = new Map<string, SavedRoundRow[]>();
    for (const round of [...rounds].reverse()) {
      const day = toLearnerDay(round.savedAt);
      byDay.set(day, [...(byDay.get(day) ?? []), round]);
    }
    const days = [...byDay.keys()].sort().slice(-CHART_BAR_COUNT);
    const bars: PracticeSummary['graphValues'] = days.map((day) => {
      const dayRounds = byDay.get(day) ?? [];
      const levelBySkill = new Map<number, number>();
      for (const round of dayRounds) levelBySkill.set(round.skillId, round.levelAfter ?? 1);
      return {
        created_at: day,
        total_points: dayRounds.reduce((sum, round) => sum + round.points, 0),
        total_questions: dayRounds.reduce((sum, round) => sum + round.answered, 0),
        total_time: dayRounds.reduce((sum, round) => sum + round.totalTime, 0),
        attempts: dayRounds.reduce((sum, round) => sum + round.attempts, 0),
        wrong_attempts: dayRounds.reduce((sum, round) => sum + round.wrongAttempts, 0),
        skills_levels: [...levelBySkill.values()].map((level) => ({
          level: nameSkillLevel(level as SkillLevel),
        })),
      };
    });
    let earliest = days[0] ?? shiftDay(lastDay, 1);
    while (bars.length < CHART_BAR_COUNT) {
      earliest = shiftDay(earliest, -1);
      bars.unshift({
        created_at: earliest,
        total_points: 0,
        total_questions: 0,
        total_time: 0,
        attempts: 0,
        wrong_attempts: 0,
        skills_levels: [],
      });
    }
    const totalTime = rounds.reduce((sum, round) => sum + round.totalTime, 0);
    return {
      summaryValues: [
        { name: 'Points', value: rounds.reduce((sum, round) => sum + round.points, 0) },
        { name: 'Questions', value: rounds.reduce((sum, round) => sum + round.answered, 0) },
        { name: 'Skills mastered', value: skills.filter((skill) => skill.level === 'Master').length },
        // Whole seconds as hours, unrounded: a 25-second day is not "0 hours", and the page shows minutes under an hour.
        { name: 'Hours', value: Math.round(totalTime / 1000) / 3600 },
      ],
      graphValues: bars,
    };
  }

  /**
   * Once the learner is known, every read of the report runs at the same time, and the database sums the last 7
   * days (one row back however much the learner practised): the report then waits about one round trip after the
   * session and the learner instead of one per read, six in a row before (bench/growth.ts).
   */
  async function buildProgress(learner: LearnerRecord): Promise<LearnerProgress> {
    const weekStart = new Date(now().getTime() - 7 * DAY_MS).toISOString();
    const [skills, week, levelChanges, recent, badges] = await Promise.all([
      listSkillStandings(learner, { courseId: 1 }),
      repository.summariseSavedRounds(learner.id, weekStart),
      repository.listSkillLevelChanges(learner.id, weekStart),
      repository.listSavedRounds(learner.id, { limit: 10 }),
      repository.listBadges(learner.id),
    ]);
    // A skill never practised holds 0 points, whose level (Fundamental) is where improving starts from.
    const untouchedLevel = classifySkillLevel(0);
    const improvedSkills = levelChanges
      .filter((change) => (change.levelNow ?? 0) > (change.levelBefore ?? untouchedLevel))
      .flatMap((change) => {
        const skill = skills.find((standing) => standing.skill_id === change.skillId);
        return skill ? [{ skill_id: skill.skill_id, skill_name: skill.skill_name, level: skill.level }] : [];
      });
    return {
      learner: {
        user_id: learner.userId,
        name: displayName(learner.user),
        current_subject: learner.currentGradeId,
      },
      total_points: skills.reduce((sum, skill) => sum + skill.skill_learner_points, 0),
      last_7_days: {
        rounds: week.rounds,
        practice_rounds: week.rounds - week.diagnosticRounds,
        diagnostic_rounds: week.diagnosticRounds,
        questions: week.questions,
        points: week.points,
        total_time: week.totalTime,
        improved_skills: improvedSkills,
      },
      learner_info: summariseTopics(skills),
      badges: await presentBadges(learner, badges, skills),
      recent_activities: await presentActivities(recent, skills),
    };
  }

  return {
    /** GET /api/getPracticeActivities/:topicId/:learnerId: saved rounds of the topic, newest first. */
    async listPracticeActivities(actor: Actor, topicId: number, learnerUserId: string) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      await requireTopic(topicId);
      return presentActivities(
        await repository.listSavedRounds(learner.id, { topicId, limit: ACTIVITY_LIMIT }),
      );
    },

    /** GET /api/getTopicPracticeSummary/:topicId/:learnerId?from&to. */
    async getTopicPracticeSummary(
      actor: Actor,
      topicId: number,
      learnerUserId: string,
      range: SummaryRange,
    ): Promise<PracticeSummary> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      // The topic is checked while the learner's rounds and skills are read (all at once, as in buildProgress); an
      // unknown topic still answers 404 and nothing read is returned.
      // Range days are Toronto days; a day either side in UTC is fetched, then filtered by the Toronto day.
      const [, fetched, skills] = await Promise.all([
        requireTopic(topicId),
        repository.listSavedRounds(learner.id, {
          topicId,
          since: range.from ? `${shiftDay(range.from, -1)}T00:00:00.000Z` : undefined,
          until: range.to ? `${shiftDay(range.to, 2)}T00:00:00.000Z` : undefined,
        }),
        listSkillStandings(learner, { topicId }),
      ]);
      const rounds = fetched.filter((round) => {
        const day = toLearnerDay(round.savedAt);
        return (!range.from || day >= range.from) && (!range.to || day <= range.to);
      });
      return summarisePractice(rounds, skills, range.to ?? toLearnerDay(now().toISOString()));
    },

    /** GET /api/getLearnerBadges/:learnerId. */
    async listBadges(actor: Actor, learnerUserId: string) {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      return presentBadges(learner, await repository.listBadges(learner.id));
    },

    /** GET /api/getLearnerProgress/:learnerId: the parent's progress and summary pages in one answer. */
    async getLearnerProgress(actor: Actor, learnerUserId: string) {
      return buildProgress(await access.requireViewableLearner(actor, learnerUserId));
    },

    /** GET /api/certificates/:learnerId/:topicId.pdf: 404 until the topic is mastered. */
    async renderCertificate(actor: Actor, learnerUserId: string, topicId: number): Promise<Buffer> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const badge = (await repository.listBadges(learner.id)).find(
        (entry) => entry.key === `topic_mastered:${topicId}`,
      );
      const topic = await curriculum.findTopic(topicId);
      if (!badge || !topic) throw notFound('This topic is not mastered yet. Keep practising!');
      const grade = await curriculum.findSubject(topic.subject_id);
      return renderCertificatePdf({
        learnerName: displayName(learner.user),
        topicName: topic.name,
        gradeName: grade?.name ?? '',
        dateText: formatDay(new Date(badge.earnedAt), { dateStyle: 'long', timeZone: 'America/Toronto' }),
      });
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
