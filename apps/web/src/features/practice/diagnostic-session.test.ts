import { createValidationControl, type ValidationControl } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import { buildLearnerSkill } from '../../testing/render-with-providers';
import { buildDiagnosticReport } from './diagnostic-report';
import {
  advanceDiagnostic,
  continueAfterBreak,
  createDiagnosticSession,
  describeResumePoint,
  resumeDiagnosticSession,
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
    // The break screen comes between skills; the next skill's timer starts when the learner goes on.
    expect(afterFirst.isOnBreak).toBe(true);
    const goingOn = continueAfterBreak(afterFirst, 7000);
    expect(goingOn.isOnBreak).toBe(false);
    expect(goingOn.round.startedAt).toBe(7000);

    const done = answerSkill(afterFirst, 1, 9000);
    expect(isDiagnosticComplete(done)).toBe(true);
    expect(done.isOnBreak).toBe(false);
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

  it('places an untested skill from the tested results it names (issue 20), whatever its own totals say', () => {
    const skills = [7, 8].map((skillId) =>
      buildLearnerSkill({ skill_id: skillId, skill_name: `Skill ${skillId}`, skill_points: 100 }),
    );
    const untested = {
      ...buildLearnerSkill({ skill_id: 9, skill_name: 'Skill 9', skill_points: 100 }),
      skill_attempts: 40,
      skill_wrong_attempts: 40,
      placed_from: [7, 8],
    };
    const report = buildDiagnosticReport(
      skills,
      [
        { skillId: 7, answered: 10, firstCheckWrong: 3, correctRatePercent: 70 },
        { skillId: 8, answered: 10, firstCheckWrong: 1, correctRatePercent: 90 },
      ],
      [untested],
    );
    expect(report.map((entry) => entry.skill.skill_id)).toEqual([7, 8, 9]);
    const placed = report[2];
    expect(placed?.placedFrom.map((skill) => skill.skill_id)).toEqual([7, 8]);
    expect(placed).toMatchObject({
      answered: 20,
      firstCheckWrong: 4,
      correctRatePercent: 80,
      isGoodAt: true,
    });
    expect(report[0]?.placedFrom).toEqual([]);
  });

  it('survives a reload through session storage and ignores another learner’s session', () => {
    const session = createDiagnosticSession(1, 'learner-1', [7, 8], 1000);
    saveDiagnosticSession(sessionStorage, session);
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-1')).toEqual(session);
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-2')).toBeNull();
    sessionStorage.setItem('mathwise.diagnostic.learner-1.1', '{not json');
    expect(loadDiagnosticSession(sessionStorage, 1, 'learner-1')).toBeNull();
  });

  describe('resumed from the server’s records', () => {
    const skills = [7, 8, 9].map((skillId) => ({
      skill_id: skillId,
      tasks: [1, 2, 3].map((task) => ({ id: skillId * 10 + task, name: `Task ${task}`, skill_id: skillId })),
    }));
    const recorded = (count: number, wrongAt: number[] = []) =>
      Array.from({ length: count }, (_, index) => ({
        question_id: 1000 + index,
        validation_control: {
          ...control(!wrongAt.includes(index)),
          selected_answer: null,
          total_time: 2000,
        },
      }));

    it('starts afresh when nothing is in progress', () => {
      const session = resumeDiagnosticSession(1, 'learner-1', skills, { in_progress: false, skills: [] }, 50);
      expect(session).toEqual(createDiagnosticSession(1, 'learner-1', [7, 8, 9], 50));
    });

    it('goes on at the first unfinished skill, after its checked questions, with the time already spent', () => {
      const session = resumeDiagnosticSession(
        1,
        'learner-1',
        skills,
        {
          in_progress: true,
          skills: [
            { skill_id: 8, is_saved: false, answered: recorded(4, [1]) },
            { skill_id: 7, is_saved: false, answered: recorded(10, [0, 5]) },
          ],
        },
        100_000,
      );
      expect(session.finishedRounds.map((round) => round.skillId)).toEqual([7]);
      expect(summariseDiagnostic(session)[0]).toMatchObject({ answered: 10, firstCheckWrong: 2 });
      expect(session.skillIndex).toBe(1);
      expect(session.round).toMatchObject({ skillId: 8, question: null, startedAt: 100_000 - 4 * 2000 });
      expect(session.round.answered.map((entry) => entry.control.validation)).toEqual([
        true,
        false,
        true,
        true,
      ]);
      // Spec 3 §4: the task changes after question index 2, so the fifth question is of the second task.
      expect(session.round.taskIndex).toBe(1);
      expect(session.isOnBreak).toBe(false);
      expect(describeResumePoint(session)).toEqual({ answered: 14, skillNumber: 2, questionNumber: 5 });
    });

    it('shows the break screen when the learner left between two skills', () => {
      const session = resumeDiagnosticSession(
        1,
        'learner-1',
        skills,
        { in_progress: true, skills: [{ skill_id: 7, is_saved: false, answered: recorded(10) }] },
        0,
      );
      expect(session.isOnBreak).toBe(true);
      expect(session.round).toMatchObject({ skillId: 8, answered: [] });
    });

    it('is complete with the saved skills marked when every skill was answered and the save stopped part-way', () => {
      const session = resumeDiagnosticSession(
        1,
        'learner-1',
        skills,
        {
          in_progress: true,
          skills: [
            { skill_id: 7, is_saved: true, answered: recorded(10) },
            { skill_id: 8, is_saved: false, answered: recorded(10) },
            { skill_id: 9, is_saved: false, answered: recorded(10) },
          ],
        },
        0,
      );
      expect(isDiagnosticComplete(session)).toBe(true);
      expect(session.savedSkillIds).toEqual([7]);
      expect(session.isOnBreak).toBe(false);
      expect(describeResumePoint(session).answered).toBe(30);
    });
  });
});
