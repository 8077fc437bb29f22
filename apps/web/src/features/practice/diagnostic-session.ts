import type { DiagnosticProgress, LearnerSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  countFirstCheckWrong,
  QUESTIONS_PER_ROUND,
  selectNextTaskIndex,
  type ValidationControl,
} from '@mathwise/learning-rules';
import {
  createSkillRound,
  isRoundComplete,
  markersOf,
  type AnsweredEntry,
  type SkillRound,
} from './skill-round';

/**
 * The diagnostic of one topic (spec 3 §4): ten questions per skill, one skill after another; each finished round is
 * kept, and after the last skill every round is saved to the server one by one. The server records every question
 * as it is served and checked, so the session is rebuilt from its records when the test page opens
 * (`resumeDiagnosticSession`); session storage only hands the finished test to the report page.
 */
export interface DiagnosticSession {
  topicId: number;
  learnerId: string;
  /** Skill ids in the order they are tested. */
  skillIds: number[];
  skillIndex: number;
  round: SkillRound;
  finishedRounds: SkillRound[];
  /** Skills whose round the server has saved. */
  savedSkillIds: number[];
  /** True between two skills, until the learner starts the next one (the break screen, "Skill 2 of 4 done"). */
  isOnBreak?: boolean;
}

const STORAGE_PREFIX = 'mathwise.diagnostic';

const storageKey = (topicId: number, learnerId: string) => `${STORAGE_PREFIX}.${learnerId}.${topicId}`;

export function createDiagnosticSession(
  topicId: number,
  learnerId: string,
  skillIds: number[],
  now: number,
): DiagnosticSession {
  return {
    topicId,
    learnerId,
    skillIds,
    skillIndex: 0,
    round: createSkillRound(skillIds[0] ?? 0, now),
    finishedRounds: [],
    savedSkillIds: [],
  };
}

/** True once every skill's ten questions are answered. */
export function isDiagnosticComplete(session: DiagnosticSession): boolean {
  return session.finishedRounds.length >= session.skillIds.length;
}

export function isDiagnosticSaved(session: DiagnosticSession): boolean {
  return isDiagnosticComplete(session) && session.skillIds.every((id) => session.savedSkillIds.includes(id));
}

/**
 * Moves on once the round on screen is complete (spec 3 §4: "the progress bar, the score, the time and the practice
 * results reset" for the next skill). Does nothing while the round still has questions.
 */
export function advanceDiagnostic(session: DiagnosticSession, now: number): DiagnosticSession {
  if (!isRoundComplete(session.round) || isDiagnosticComplete(session)) return session;
  const finishedRounds = [...session.finishedRounds, session.round];
  const skillIndex = session.skillIndex + 1;
  const nextSkillId = session.skillIds[skillIndex];
  return {
    ...session,
    finishedRounds,
    skillIndex: nextSkillId === undefined ? session.skillIndex : skillIndex,
    round: nextSkillId === undefined ? session.round : createSkillRound(nextSkillId, now),
    isOnBreak: nextSkillId !== undefined,
  };
}

/** Leaves the break screen: the next skill's timer starts now, not when the previous skill ended. */
export function continueAfterBreak(session: DiagnosticSession, now: number): DiagnosticSession {
  if (!session.isOnBreak) return session;
  return { ...session, isOnBreak: false, round: { ...session.round, startedAt: now } };
}

function toRulesControl(
  control: DiagnosticProgress['skills'][number]['answered'][number]['validation_control'],
) {
  const rules: ValidationControl = {
    selected_answer: control.selected_answer ?? '',
    validation: control.validation,
    attempts_counter: control.attempts_counter,
    wrong_attempts: control.wrong_attempts,
    submitted: control.submitted,
    time_spent: control.time_spent,
    total_time: control.total_time,
    points: control.points,
  };
  return rules;
}

/**
 * The session the server's records describe: the skills with ten checked questions (or already saved) are done, in
 * test order, and the test goes on at the first skill that is not, after its checked questions. A question served
 * but never checked is not among them: the server serves it again. The round's timer resumes from the time already
 * spent on its questions, not from when it was opened (the learner may come back days later).
 */
export function resumeDiagnosticSession(
  topicId: number,
  learnerId: string,
  skills: ReadonlyArray<Pick<LearnerSkill, 'skill_id' | 'tasks'>>,
  progress: DiagnosticProgress,
  now: number,
): DiagnosticSession {
  const session = createDiagnosticSession(
    topicId,
    learnerId,
    skills.map((skill) => skill.skill_id),
    now,
  );
  if (!progress.in_progress) return session;
  for (const [index, skill] of skills.entries()) {
    const recorded = progress.skills.find((entry) => entry.skill_id === skill.skill_id);
    const answered: AnsweredEntry[] = (recorded?.answered ?? [])
      .slice(0, QUESTIONS_PER_ROUND)
      .map((entry) => ({
        questionId: entry.question_id,
        taskId: null,
        control: toRulesControl(entry.validation_control),
      }));
    const taskIndex = answered.reduce(
      (current, _entry, answeredQuestionIndex) =>
        selectNextTaskIndex({
          flow: 'diagnostic',
          answeredQuestionIndex,
          currentTaskIndex: current,
          taskCount: skill.tasks.length,
        }),
      0,
    );
    const spent = answered.reduce((sum, entry) => sum + entry.control.total_time, 0);
    const round: SkillRound = {
      skillId: skill.skill_id,
      startedAt: now - spent,
      taskIndex,
      answered,
      question: null,
    };
    if (recorded?.is_saved) session.savedSkillIds.push(skill.skill_id);
    if (answered.length >= QUESTIONS_PER_ROUND || recorded?.is_saved) {
      session.finishedRounds.push(round);
      const next = skills[index + 1];
      session.skillIndex = next ? index + 1 : index;
      session.round = next ? createSkillRound(next.skill_id, now) : round;
      continue;
    }
    session.skillIndex = index;
    session.round = round;
    break;
  }
  // A skill finished and the next not begun yet: the break screen the learner left from.
  const isBetweenSkills =
    session.finishedRounds.length > 0 &&
    !isDiagnosticComplete(session) &&
    session.round.answered.length === 0;
  return { ...session, isOnBreak: isBetweenSkills };
}

/** How far a resumed test has come: questions answered in all, and where it goes on (1-based). */
export function describeResumePoint(session: DiagnosticSession) {
  const answered =
    session.finishedRounds.reduce((sum, round) => sum + round.answered.length, 0) +
    (isDiagnosticComplete(session) ? 0 : session.round.answered.length);
  return {
    answered,
    skillNumber: session.skillIndex + 1,
    questionNumber: Math.min(session.round.answered.length + 1, QUESTIONS_PER_ROUND),
  };
}

/** What the report needs of one skill's diagnostic round: its first checks. */
export interface DiagnosticSkillResult {
  skillId: number;
  answered: number;
  firstCheckWrong: number;
  /** Spec 3 §4: the diagnostic report uses the correct-answer rate (100 minus the wrong share). */
  correctRatePercent: number;
}

export function summariseDiagnostic(session: DiagnosticSession): DiagnosticSkillResult[] {
  return session.finishedRounds.map((round) => {
    const firstCheckWrong = countFirstCheckWrong(markersOf(round));
    return {
      skillId: round.skillId,
      answered: round.answered.length,
      firstCheckWrong,
      correctRatePercent: calculateCorrectRatePercent(firstCheckWrong, round.answered.length),
    };
  });
}

export function loadDiagnosticSession(
  storage: Storage,
  topicId: number,
  learnerId: string,
): DiagnosticSession | null {
  try {
    const raw = storage.getItem(storageKey(topicId, learnerId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<DiagnosticSession>;
    // A session from an older build or another tab's partial write is dropped rather than half-used.
    if (
      parsed.topicId !== topicId ||
      parsed.learnerId !== learnerId ||
      !Array.isArray(parsed.skillIds) ||
      !parsed.round
    ) {
      return null;
    }
    return parsed as DiagnosticSession;
  } catch {
    return null;
  }
}

export function saveDiagnosticSession(storage: Storage, session: DiagnosticSession): void {
  try {
    storage.setItem(storageKey(session.topicId, session.learnerId), JSON.stringify(session));
  } catch {
    // Storage full or blocked (private mode): the test still runs, it just cannot survive a reload.
  }
}

export function clearDiagnosticSession(storage: Storage, topicId: number, learnerId: string): void {
  try {
    storage.removeItem(storageKey(topicId, learnerId));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
