import type { DemoSkill } from '@mathwise/api-contract';
import {
  createValidationControl,
  reduceValidationControl,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import {
  buildDemoReport,
  clearDemoSession,
  createDemoSession,
  finishQuestion,
  loadDemoSession,
  nextDifficultyOf,
  saveDemoSession,
  scoreOf,
  showProgressBar,
  type DemoSession,
} from './demo-session';

function buildSkill(id: number, taskCount = 3): DemoSkill {
  return {
    skill_id: id,
    skill_name: `Skill ${id}`,
    skill_description: null,
    skill_points: 500,
    subject_id: 1,
    topic_id: 1,
    topic_name: 'Number',
    tasks: Array.from({ length: taskCount }, (_, index) => ({
      id: id * 10 + index,
      name: `Task ${index}`,
      skill_id: id,
    })),
  };
}

/** A question answered through the shared reducer: right first time, or wrong once then left. */
function answered(isRightFirstTime: boolean, points = 10): ValidationControl {
  const key = '42';
  const given = isRightFirstTime ? key : '41';
  const selected = reduceValidationControl(createValidationControl(), { type: 'select', answer: given });
  return reduceValidationControl(selected, {
    type: 'check',
    question: { answer: key, question_type: 'typed', points },
    mode: 'diagnostic',
    elapsedMs: 5000,
  });
}

const skills = [buildSkill(1), buildSkill(2)];

function play(session: DemoSession, outcomes: boolean[]): DemoSession {
  return outcomes.reduce((current, outcome) => finishQuestion(current, answered(outcome), skills), session);
}

describe('the demo session', () => {
  it('starts at skill 0, question 0, an empty bar of five markers and a score of 100', () => {
    const session = createDemoSession(3, 1000);
    expect(session.top_progress_bar).toEqual([null, null, null, null, null]);
    expect(scoreOf(session.top_progress_bar)).toBe(100);
    expect(session.current_question_number).toBe(0);
  });

  it('marks each question by its first check and loses 10 per wrong first attempt', () => {
    const session = play(createDemoSession(1, 0), [true, false, true]);
    expect(session.top_progress_bar).toEqual([true, false, true, null, null]);
    expect(scoreOf(session.top_progress_bar)).toBe(90);
    expect(showProgressBar(session, false)).toEqual([true, false, true, false, null]);
    expect(scoreOf(showProgressBar(session, false))).toBe(80);
    expect(session.current_question_number).toBe(3);
  });

  it('changes the task after question index 0 and 1 and resets it after index 2 (spec 1 §4)', () => {
    const tasks: number[] = [];
    let session = createDemoSession(1, 0);
    for (let question = 0; question < 5; question += 1) {
      tasks.push(session.current_task);
      session = finishQuestion(session, answered(true), skills);
    }
    expect(tasks).toEqual([0, 1, 2, 0, 0]);
  });

  it('after question index 4 saves the skill and starts the next with a fresh bar and score', () => {
    const session = play(createDemoSession(1, 0), [true, false, false, true, true]);
    expect(session.current_skill).toBe(1);
    expect(session.top_progress_bar).toEqual([null, null, null, null, null]);
    expect(scoreOf(session.top_progress_bar)).toBe(100);
    expect(session.results).toEqual([
      expect.objectContaining({
        skill_id: 1,
        skill_total_questions: 5,
        first_check_wrong: 2,
        skill_attempts: 5,
        skill_wrong_attempts: 2,
        skill_learner_points: 30,
      }),
    ]);
  });

  it('finishes after the last skill', () => {
    const session = play(
      createDemoSession(1, 0),
      Array.from({ length: 10 }, () => true),
    );
    expect(session.is_finished).toBe(true);
    expect(session.results).toHaveLength(2);
    expect(finishQuestion(session, answered(true), skills)).toBe(session);
  });

  it('asks harder questions as the skill points grow', () => {
    const start = createDemoSession(1, 0);
    expect(nextDifficultyOf(start, skills[0] as DemoSkill)).toBe(1);
    const later = { ...start, skill_controls: [answered(true, 250)] };
    expect(nextDifficultyOf(later, skills[0] as DemoSkill)).toBe(3);
  });
});

describe('the demo report', () => {
  it('puts 5 of 5 and 4 of 5 under good skills and 3 of 5 under trouble, with their levels', () => {
    const session = play(createDemoSession(1, 0), [
      ...[true, true, true, true, true],
      ...[true, false, true, false, true],
    ]);
    const report = buildDemoReport(session.results);
    expect(
      report.map(({ correct_rate, level, is_good_at }) => ({ correct_rate, level, is_good_at })),
    ).toEqual([
      { correct_rate: 100, level: 'Master', is_good_at: true },
      { correct_rate: 60, level: 'Intermediate', is_good_at: false },
    ]);
  });
});

describe('session storage', () => {
  it('saves, restores and clears a session per topic', () => {
    const session = play(createDemoSession(4, 123), [true, false]);
    saveDemoSession(sessionStorage, session);
    expect(loadDemoSession(sessionStorage, 4)).toEqual(session);
    expect(loadDemoSession(sessionStorage, 5)).toBeNull();
    clearDemoSession(sessionStorage, 4);
    expect(loadDemoSession(sessionStorage, 4)).toBeNull();
  });

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('mathwise.diagnostic-demo.2', '{not json');
    expect(loadDemoSession(sessionStorage, 2)).toBeNull();
    sessionStorage.setItem('mathwise.diagnostic-demo.2', JSON.stringify({ version: 9, topicId: 2 }));
    expect(loadDemoSession(sessionStorage, 2)).toBeNull();
  });
});
