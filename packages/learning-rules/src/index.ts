export { normaliseAnswer } from './answer-normalisation';
export {
  ANSWER_KINDS,
  CORRECT_FEEDBACK,
  EMPTY_CHOICE_MESSAGE,
  EMPTY_TYPED_MESSAGE,
  SINGLE_CHOICE_QUESTION_TYPE,
  WRONG_FEEDBACK,
  checkAnswer,
  isAnswerAccepted,
  isSingleChoiceQuestion,
  type AnswerCheck,
  type AnswerFeedback,
  type AnswerKind,
  type AnswerStatus,
  type CheckableQuestion,
} from './answer-check';
export { canonicaliseExpression } from './expression-terms';
export { arePolynomialsEqual, parsePolynomial, type Polynomial } from './polynomial-expression';
export {
  areRationalsEqual,
  createRational,
  parseRational,
  type RationalNumber,
  type RationalParseOptions,
} from './rational-number';
export {
  calculatePointsPenaltyPercent,
  calculateQuestionPoints,
  isSlowAnswer,
  type QuestionPointsInput,
  type ScoringMode,
} from './question-points';
export {
  calculateRoundScore,
  calculateSavedRoundPoints,
  countFirstCheckWrong,
  scaleSavedSkillPoints,
  summarisePracticeResults,
  type PracticeResults,
} from './round-score';
export {
  calculateCorrectRatePercent,
  calculateSharePercent,
  clampPercent,
  findPercentBand,
} from './percent-share';
export {
  DIFFICULTY_LEVEL_BOUNDS,
  MASTER_LEVEL,
  PERFORMANCE_LEVEL_BOUNDS,
  REINFORCE_STEP_BOUNDS,
  SKILL_LEVEL_NAMES,
  SKILL_POINTS_LEVEL_BOUNDS,
  classifyPerformanceLevel,
  classifyReinforceStep,
  classifySkill,
  classifySkillLevel,
  isGoodAtSkill,
  nameSkillLevel,
  selectNextDifficulty,
  type DifficultyLevel,
  type ReinforceStep,
  type SkillClass,
  type SkillLevel,
  type SkillLevelName,
} from './skill-levels';
export {
  canMoveToNextQuestion,
  checkQuestionAttempt,
  createValidationControl,
  giveUpQuestion,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  type QuestionAttempt,
  type QuestionMarker,
  type ScoredQuestion,
  type ValidationControl,
  type ValidationControlEvent,
} from './validation-control';
export {
  TASK_CHANGE_RULES,
  countQuestionsPerSkill,
  isLastQuestionOfSkill,
  selectNextTaskIndex,
  type QuestionFlow,
  type TaskPosition,
} from './task-progression';
export {
  HINT_PENALTY_PERCENT,
  NO_HELP,
  SOLUTION_AFTER_WRONG_ATTEMPTS,
  calculateHelpedQuestionPoints,
  isSolutionDue,
  selectHintAfterWrongAnswer,
  selectNextHintIndex,
  type HintedQuestion,
  type QuestionHelp,
} from './learning-help';
export { abbreviateNumber } from './number-abbreviation';
export { pickInitialSubject, type GradeStanding } from './initial-grade';
export * from './learning-constants';
export {
  ROUND_CELEBRATION_BOUNDS,
  classifyRoundCelebration,
  findNextSkillLevel,
  recommendNextStep,
  type NextSkillLevel,
  type NextStepKind,
  type RoundCelebration,
} from './round-report';
export {
  DEFAULT_LEARNER_TIME_ZONE,
  DEFAULT_WEEKLY_GOAL_ROUNDS,
  MAX_WEEKLY_GOAL_ROUNDS,
  STREAK_BADGE_DAYS,
  countDailyStreak,
  isInCalendarWeek,
  isKnownTimeZone,
  listEarnedStreakBadges,
  shiftCalendarDay,
  startOfCalendarWeek,
  toCalendarDay,
} from './daily-streak';
export {
  DIAGNOSTIC_MAX_SKILLS,
  chooseDiagnosticSkills,
  findPlacementSources,
  placeFromTestedResults,
  type DiagnosticCandidateSkill,
  type DiagnosticPlacement,
  type DiagnosticTestedResult,
} from './diagnostic-skills';
