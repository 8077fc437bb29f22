import { describe, expect, it } from 'vitest';
import * as constants from './learning-constants';

describe('learning constants', () => {
  it('spec 3 section 9: "10 questions per skill in the diagnostic and in practice rounds. Estimated time 1.5 to 2 minutes per question."', () => {
    expect(constants.QUESTIONS_PER_ROUND).toBe(10);
    expect(constants.DIAGNOSTIC_MINUTES_PER_QUESTION).toEqual({ min: 1.5, max: 2 });
  });

  it('spec 1 section 9: "5 questions per skill; 0.3 to 0.6 minutes per question"', () => {
    expect(constants.DEMO_QUESTIONS_PER_SKILL).toBe(5);
    expect(constants.DEMO_MINUTES_PER_QUESTION).toEqual({ min: 0.3, max: 0.6 });
  });

  it('spec 1 section 9: "Average reference in the demo report 3500"; spec 3 section 9: "2500 points in the progress and report charts"', () => {
    expect(constants.DEMO_REPORT_AVERAGE_POINTS).toBe(3500);
    expect(constants.PROGRESS_AVERAGE_POINTS).toBe(2500);
  });

  it('spec 3 section 9: "Charts pad to 15 bars. A practice plan shows 3 tasks."', () => {
    expect(constants.CHART_BAR_COUNT).toBe(15);
    expect(constants.PRACTICE_PLAN_TASK_COUNT).toBe(3);
  });

  it('spec 3 section 9: "over 50000 (unit: milliseconds ...)" and "The score starts at 100 and drops by 10"', () => {
    expect(constants.SLOW_ANSWER_THRESHOLD_MS).toBe(50_000);
    expect(constants.ROUND_SCORE_START).toBe(100);
    expect(constants.ROUND_SCORE_PENALTY).toBe(10);
    expect(constants.POINTS_PENALTY_PERCENT).toBe(10);
    expect(constants.SKILL_CLASS_THRESHOLD_PERCENT).toBe(70);
  });
});
