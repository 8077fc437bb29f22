import { createValidationControl, type ValidationControl } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import { buildLearnerSkill } from '../../testing/render-with-providers';
import { buildDiagnosticReport } from './diagnostic-report';
import {
  advanceDiagnostic,
  createDiagnosticSession,
  isDiagnosticComplete,
  loadDiagnosticSession,
  saveDiagnosticSession,
  summariseDiagnostic,
  type DiagnosticSession,
} from './diagnostic-session';
import { finishQuestion } from './skill-round';

const control = (isRight: boolean): ValidationControl => ({
  ...createValidationControl(),
  validation: isRight,
  attempts_counter: 1,
  wrong_attempts: isRight ? 0 : 1,
  submitted: isRight,
});

/** Answers the ten questions of the skill on screen; `wrong` of them wrong on the first check. */
function answerSkill(session: DiagnosticSession, wrong: number, now: number): DiagnosticSession {
  let current = session;
  for (let index = 0; index < 10; index += 1) {
    const round = finishQuestion(
      {
        ...current.round,
        question: {
          id: current.skillIndex * 100 + index,
          title: 'q',
          description: null,
          question_type: 'typed',
          question_options: null,
          difficult_level: 1,
          points: 10,
          image_url: null,
          course_id: 1,
          subject_id: 1,
          topic_id: 1,
          skill_id: current.round.skillId,
          task_id: null,
        },
      },
      control(index >= wrong),
      'diagnostic',
      0,
    );
    current = advanceDiagnostic({ ...current, round }, now);
  }
  return current;
}

describe('the diagnostic session (spec 3 §4)', () => {
  it('starts the next skill with a fresh round (markers, score and time reset) after the 10th question', () => {
    const started = createDiagnosticSession(1, 'learner-1', [7, 8], 1000);
    const afterFirst = answerSkill(started, 3, 5000);
    expect(afterFirst.skillIndex).toBe(1);
    expect(afterFirst.round.skillId).toBe(8);
    expect(afterFirst.round.answered).toEqual([]);
    expect(afterFirst.round.startedAt).toBe(5000);
    expect(isDiagnosticComplete(afterFirst)).toBe(false);

    const done = answerSkill(afterFirst, 1, 9000);
    expect(isDiagnosticComplete(done)).toBe(true);
    expect(summariseDiagnostic(done)).toEqual([
      { skillId: 7, answered: 10, firstCheckWrong: 3, correctRatePercent: 70 },
      { skillId: 8, answered: 10, firstCheckWrong: 1, correctRatePercent: 90 },
    ]);
  });

  it('puts 70 % under Trouble Skills and over 70 % under "good at", with performance levels', () => {
    const skills = [7, 8].map((skillId) =>
      buildLearnerSkill({ skill_id: skillId, skill_name: `Skill ${skillId}`, skill_points: 100 }),
    );
    const report = buildDiagnosticReport(skills, [
      { skillId: 7, answered: 10, firstCheckWrong: 3, correctRatePercent: 70 },
      { skillId: 8, answered: 10, firstCheckWrong: 1, correctRatePercent: 90 },
    ]);
    expect(report.map((entry) => [entry.isGoodAt, entry.level])).toEqual([
      [false, 'Intermediate'],
      [true, 'Advanced'],
    ]);
  });

  it('survives a reload through session storage and ignores another learner’s session', () => {
    const session = createDiagnosticSession(1, 'learner-1', [7, 8], 1000);
    saveDiagnosticSession(sessionStorage, session);
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-1')).toEqual(session);
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-2')).toBeNull();
    sessionStorage.setItem('mathwise.diagnostic.learner-1.1', '{not json');
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-1')).toBeNull();
  });
});
