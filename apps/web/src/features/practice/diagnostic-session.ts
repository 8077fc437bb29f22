import { calculateCorrectRatePercent, countFirstCheckWrong } from '@mathwise/learning-rules';
import { createSkillRound, isRoundComplete, markersOf, type SkillRound } from './skill-round';

/**
 * The diagnostic of one topic (spec 3 §4): ten questions per skill, one skill after another; each finished round is
 * kept, and after the last skill every round is saved to the server one by one. Kept in session storage, so a reload
 * resumes the same question and the report can read the rounds after the save.
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
