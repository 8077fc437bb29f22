/**
 * Business constants shared by the demo, the diagnostic, practice and the reports.
 * Each one quotes the spec line it comes from, so a change of product rule is one edit here.
 */

/** Spec 3 section 9: "10 questions per skill in the diagnostic and in practice rounds." */
export const QUESTIONS_PER_ROUND = 10;

/** Spec 1 section 9: "5 questions per skill". */
export const DEMO_QUESTIONS_PER_SKILL = 5;

/** A range of minutes shown to the learner as an estimate; never used for timing. */
export interface MinuteRange {
  readonly min: number;
  readonly max: number;
}

/** Spec 1 section 9: "0.3 to 0.6 minutes per question". */
export const DEMO_MINUTES_PER_QUESTION: MinuteRange = { min: 0.3, max: 0.6 };

/** Spec 3 section 9: "Estimated time 1.5 to 2 minutes per question." */
export const DIAGNOSTIC_MINUTES_PER_QUESTION: MinuteRange = { min: 1.5, max: 2 };

/** Spec 1 section 9: "Average reference in the demo report 3500." */
export const DEMO_REPORT_AVERAGE_POINTS = 3500;

/** Spec 3 section 9: "Average reference line: 2500 points in the progress and report charts." */
export const PROGRESS_AVERAGE_POINTS = 2500;

/** Spec 3 section 9: "Charts pad to 15 bars." */
export const CHART_BAR_COUNT = 15;

/** Spec 3 section 9: "A practice plan shows 3 tasks." */
export const PRACTICE_PLAN_TASK_COUNT = 3;

/** Spec 3 section 9 and design brief section 5: "over 50000" and "Time is in milliseconds". */
export const SLOW_ANSWER_THRESHOLD_MS = 50_000;

/** Spec 3 section 9: "The score starts at 100 and drops by 10 for each first-attempt wrong answer." */
export const ROUND_SCORE_START = 100;
export const ROUND_SCORE_PENALTY = 10;

/** Spec 3 section 9: "10 percent is taken off ... and a further n*10 percent for n wrong attempts." */
export const POINTS_PENALTY_PERCENT = 10;

/** Spec 3 section 9: "Trouble and Improved threshold 70 percent"; spec 1: "good skills above 70%". */
export const SKILL_CLASS_THRESHOLD_PERCENT = 70;
