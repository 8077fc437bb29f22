import type {
  Badge,
  DiagnosticSkillsResponse,
  LearnerCoursePoints,
  LearnerProgress,
  LearnerSkill,
  LearnerTopic,
  PracticeActivity,
  PracticeSummary,
  SummaryRange,
} from '@mathwise/api-contract';
import {
  calculateSharePercent,
  CHART_BAR_COUNT,
  classifySkillLevel,
  MASTER_LEVEL,
  nameSkillLevel,
  selectNextDifficulty,
  type SkillLevel,
} from '@mathwise/learning-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/http/http-errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { CatalogueSkill, CatalogueSkillPoints, CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess, PracticeService } from '../practice/practice.types';
import { STREAK_BADGE_DAYS, toLearnerDay } from '../practice/practice.service';
import type { LearnerRecord } from '../learners/learners.types';
import { renderCertificatePdf } from './certificate.pdf';
import type { ProgressRepository, SavedRoundRow } from './progress.repository';
import { buildWeeklyProgressEmail } from './weekly-progress.email';

const DAY_MS = 86_400_000;
const ACTIVITY_LIMIT = 100;

type SkillTotal = Awaited<ReturnType<PracticeService['listSkillTotals']>>[number];

/** A skill's points, answers and level for the learner: a LearnerSkill without its tasks. */
type SkillStanding = Omit<LearnerSkill, 'tasks'>;

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

const BADGE_TEXTS: Record<string, { name: string; description: string }> = {
  first_diagnostic: { name: 'First diagnostic', description: 'Took a first diagnostic test.' },
  first_practice_round: {
    name: 'First round',
    description: 'Finished a first practice round of ten questions.',
  },
  first_mastered_skill: { name: 'First mastered skill', description: 'Reached Master level in a skill.' },
  ...Object.fromEntries(
    STREAK_BADGE_DAYS.map((days) => [
      `streak_${days}_days`,
      { name: `${days}-day streak`, description: `Practised ${days} days in a row.` },
    ]),
  ),
};

/** The ISO 8601 week (e.g. 2026-W47) of a UTC day. */
export function toIsoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((day.getTime() - yearStart.getTime()) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The last full week (Monday 00:00 UTC to the next Monday) before `now`. */
export function findReportedWeek(now: Date): { start: Date; end: Date; isoWeek: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  end.setUTCDate(end.getUTCDate() - ((end.getUTCDay() + 6) % 7));
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { start, end, isoWeek: toIsoWeek(start) };
}

function formatDay(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', ...options }).format(date);
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function displayName(learner: { name: string; nickname: string | null }): string {
  // Spec 3 §3: "A name containing an at-sign is shown as the nickname."
  return learner.name.includes('@') && learner.nickname ? learner.nickname : learner.name;
}

export function createProgressService(deps: {
  repository: ProgressRepository;
  curriculum: CurriculumService;
  practice: PracticeService;
  access: LearnerAccess;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, curriculum, practice, access } = deps;
  const now = deps.now ?? (() => new Date());

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

  /** Points per topic of a course (spec 3 §7 learner_info). */
  function summariseTopics(skills: SkillStanding[]): LearnerCoursePoints[] {
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

    /**
     * Sends last week's progress e-mail for every learner whose parent opted in, once per learner and ISO week:
     * the (learner, week) row is inserted before sending, so a second run or a second instance skips it; a failed
     * send gives the claim back for the next run. Called by the weekly job and directly by tests.
     */
    /**
     * Sends each opted-in parent the report of the week before `moment`'s (UTC) Monday. The scheduled job passes the
     * time of the slot it runs for, so a run started late, or by hand for a given Monday, reports that Monday's week.
     */
    async sendWeeklyReports(
      moment: Date = now(),
    ): Promise<{ sent: number; skipped: number; failed: number }> {
      const week = findReportedWeek(moment);
      const counts = { sent: 0, skipped: 0, failed: 0 };
      const catalogue = await curriculum.listSkillCatalogue({});
      const skillName = (skillId: number) =>
        catalogue.find((skill) => skill.skill_id === skillId)?.skill_name ?? '';
      for (const recipient of await repository.listWeeklyReportRecipients()) {
        if (!(await repository.claimWeeklyReport(recipient.learnerId, week.isoWeek, moment.toISOString()))) {
          counts.skipped += 1;
          continue;
        }
        try {
          const rounds = await repository.listSavedRounds(recipient.learnerId, {
            since: week.start.toISOString(),
            until: week.end.toISOString(),
          });
          const badges = (await repository.listBadges(recipient.learnerId)).filter(
            (badge) => badge.earnedAt >= week.start.toISOString() && badge.earnedAt < week.end.toISOString(),
          );
          const lastDay = new Date(week.end.getTime() - DAY_MS);
          const habits = await practice.summariseHabits(recipient.learnerId, moment);
          await deps.mailer.send(
            buildWeeklyProgressEmail({
              parentEmail: recipient.parentEmail,
              parentName: recipient.parentName,
              learnerName: displayName({ name: recipient.learnerName, nickname: recipient.learnerNickname }),
              weekText: `${formatDay(week.start, { month: 'long', day: 'numeric' })} to ${formatDay(lastDay, { month: 'long', day: 'numeric', year: 'numeric' })}`,
              points: rounds.reduce((sum, round) => sum + round.points, 0),
              questions: rounds.reduce((sum, round) => sum + round.answered, 0),
              minutes: Math.round(rounds.reduce((sum, round) => sum + round.totalTime, 0) / 60_000),
              rounds: rounds.length,
              skillNames: [...new Set(rounds.map((round) => skillName(round.skillId)))],
              masteredSkillNames: [
                ...new Set(
                  rounds
                    .filter((round) => round.levelAfter === MASTER_LEVEL)
                    .map((round) => skillName(round.skillId)),
                ),
              ],
              newBadgeNames: badges.map((badge) => BADGE_TEXTS[badge.key]?.name ?? 'Topic mastered'),
              streakDays: habits.streakDays,
              weeklyGoalRounds: habits.weeklyGoalRounds,
              progressUrl: `${deps.publicUrl}/parent/progress/${recipient.learnerUserId}`,
              settingsUrl: `${deps.publicUrl}/settings`,
            }),
          );
          await repository.markWeeklyReportSent(recipient.learnerId, week.isoWeek, new Date().toISOString());
          counts.sent += 1;
        } catch (error) {
          deps.log?.error({ err: error, learnerId: recipient.learnerId }, 'weekly report not sent');
          await repository.releaseWeeklyReport(recipient.learnerId, week.isoWeek);
          counts.failed += 1;
        }
      }
      return counts;
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
