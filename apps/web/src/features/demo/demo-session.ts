import type { DemoSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  calculateRoundScore,
  calculateSharePercent,
  DEMO_QUESTIONS_PER_SKILL,
  classifyPerformanceLevel,
  countFirstCheckWrong,
  isGoodAtSkill,
  isLastQuestionOfSkill,
  nameSkillLevel,
  selectNextDifficulty,
  selectNextTaskIndex,
  summarisePracticeResults,
  type DifficultyLevel,
  type QuestionMarker,
  type SkillLevelName,
  type ValidationControl,
} from '@mathwise/learning-rules';

/**
 * The free diagnostic demo's progress (spec 1 §3 "Demo controller" and §4 "Demo progression"), as plain data so a
 * reload can restore it from session storage. Every rule comes from `@mathwise/learning-rules`; this module only
 * strings them together in the demo's order.
 */
export interface DemoSkillResult {
  skill_id: number;
  skill_name: string;
  /** Points the skill makes available (the server's skill_points). */
  skill_points: number;
  /** Points earned in the demo: diagnostic scoring, so only first-check answers count. */
  skill_learner_points: number;
  skill_total_questions: number;
  skill_attempts: number;
  skill_wrong_attempts: number;
  /** Questions whose first check was wrong; the correct rate and the Trouble tab come from this. */
  first_check_wrong: number;
  skill_total_time: number;
}

export interface DemoSession {
  version: 1;
  topicId: number;
  current_skill: number;
  current_task: number;
  /** 0 to 4 (spec 1 §3). */
  current_question_number: number;
  /** Five markers, each null, true or false (spec 1 §3). */
  top_progress_bar: QuestionMarker[];
  /** The finished questions of the current skill. */
  skill_controls: ValidationControl[];
  /** Finished skills, in order: the diagnostic_demo_result. */
  results: DemoSkillResult[];
  /** Epoch milliseconds when the visitor pressed Let's Go; the hh:mm:ss timer counts from here. */
  started_at: number;
  is_finished: boolean;
}

export function createDemoSession(topicId: number, now: number): DemoSession {
  return {
    version: 1,
    topicId,
    current_skill: 0,
    current_task: 0,
    current_question_number: 0,
    top_progress_bar: emptyProgressBar(),
    skill_controls: [],
    results: [],
    started_at: now,
    is_finished: false,
  };
}

function emptyProgressBar(): QuestionMarker[] {
  return Array.from({ length: DEMO_QUESTIONS_PER_SKILL }, () => null);
}

/** The bar as shown: the open question's marker appears as soon as its first check is known. */
export function showProgressBar(session: DemoSession, openMarker: QuestionMarker): QuestionMarker[] {
  return session.top_progress_bar.map((marker, index) =>
    index === session.current_question_number && !session.is_finished ? (marker ?? openMarker) : marker,
  );
}

/** Spec 1 §9: the score starts at 100 and loses 10 per wrong first attempt; it restarts with each skill. */
export function scoreOf(markers: readonly QuestionMarker[]): number {
  return calculateRoundScore(countFirstCheckWrong(markers));
}

/** The difficulty of the next question: 1 to 5 by the share of the skill's points earned so far. */
export function nextDifficultyOf(session: DemoSession, skill: DemoSkill): DifficultyLevel {
  const earned = session.skill_controls.reduce((sum, control) => sum + control.points, 0);
  return selectNextDifficulty(calculateSharePercent(earned, skill.skill_points));
}

function summariseSkill(
  skill: DemoSkill,
  controls: ValidationControl[],
  markers: QuestionMarker[],
): DemoSkillResult {
  const totals = summarisePracticeResults(controls);
  return {
    skill_id: skill.skill_id,
    skill_name: skill.skill_name,
    skill_points: skill.skill_points,
    skill_learner_points: totals.points,
    skill_total_questions: totals.total_questions,
    skill_attempts: totals.attempts_counter,
    skill_wrong_attempts: totals.wrong_attempts,
    first_check_wrong: countFirstCheckWrong(markers),
    skill_total_time: totals.total_time,
  };
}

/**
 * Records the question the visitor leaves with Next, then moves on: the next question and its task (spec 1 §4
 * task changes), or after question index 4 the next skill with a fresh bar and score, or the end of the demo.
 */
export function finishQuestion(
  session: DemoSession,
  control: ValidationControl,
  skills: readonly DemoSkill[],
): DemoSession {
  const skill = skills[session.current_skill];
  if (!skill || session.is_finished) return session;
  const index = session.current_question_number;
  const markers = session.top_progress_bar.map((marker, position) =>
    position === index ? control.validation : marker,
  );
  const controls = [...session.skill_controls, control];
  const nextTask = selectNextTaskIndex({
    flow: 'demo',
    answeredQuestionIndex: index,
    currentTaskIndex: session.current_task,
    taskCount: skill.tasks.length,
  });
  if (!isLastQuestionOfSkill('demo', index)) {
    return {
      ...session,
      top_progress_bar: markers,
      skill_controls: controls,
      current_question_number: index + 1,
      current_task: nextTask,
    };
  }
  const results = [...session.results, summariseSkill(skill, controls, markers)];
  const isLastSkill = session.current_skill >= skills.length - 1;
  if (isLastSkill) {
    return { ...session, top_progress_bar: markers, skill_controls: controls, results, is_finished: true };
  }
  return {
    ...session,
    results,
    current_skill: session.current_skill + 1,
    current_task: 0,
    current_question_number: 0,
    top_progress_bar: emptyProgressBar(),
    skill_controls: [],
  };
}

export interface DemoSkillReport extends DemoSkillResult {
  correct_rate: number;
  level: SkillLevelName;
  is_good_at: boolean;
}

/** The Diagnostic Report's view of each skill: correct rate, level (50/70/90 bands) and its tab. */
export function buildDemoReport(results: readonly DemoSkillResult[]): DemoSkillReport[] {
  return results.map((result) => {
    const correctRate = calculateCorrectRatePercent(result.first_check_wrong, result.skill_total_questions);
    return {
      ...result,
      correct_rate: correctRate,
      level: nameSkillLevel(classifyPerformanceLevel(correctRate)),
      is_good_at: isGoodAtSkill(correctRate),
    };
  });
}

const STORAGE_PREFIX = 'mathwise.diagnostic-demo.';

/** Session storage survives a reload of the tab but not its closing, as the spec's demo results do. */
export function saveDemoSession(storage: Storage, session: DemoSession): void {
  try {
    storage.setItem(`${STORAGE_PREFIX}${session.topicId}`, JSON.stringify(session));
  } catch {
    // Storage full or blocked (private mode): the demo still works, it just will not survive a reload.
  }
}

export function loadDemoSession(storage: Storage, topicId: number): DemoSession | null {
  try {
    const raw = storage.getItem(`${STORAGE_PREFIX}${topicId}`);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<DemoSession>;
    const isUsable =
      parsed.version === 1 &&
      parsed.topicId === topicId &&
      Array.isArray(parsed.results) &&
      Array.isArray(parsed.top_progress_bar) &&
      Array.isArray(parsed.skill_controls) &&
      typeof parsed.current_skill === 'number' &&
      typeof parsed.current_question_number === 'number';
    return isUsable ? (parsed as DemoSession) : null;
  } catch {
    return null;
  }
}

export function clearDemoSession(storage: Storage, topicId: number): void {
  try {
    storage.removeItem(`${STORAGE_PREFIX}${topicId}`);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
