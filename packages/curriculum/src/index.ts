export type {
  AnswerKind,
  Course,
  DifficultyLevel,
  GeneratedQuestion,
  Misconception,
  QuestionOption,
  QuestionType,
  Skill,
  StrandName,
  Subject,
  Task,
  Topic,
} from './types';
export { DIFFICULTY_LEVELS } from './types';
export {
  STRANDS,
  course,
  generateDetailed,
  generateQuestion,
  generateQuestions,
  getTaskDefinition,
  skills,
  subjects,
  tasks,
  tasksOfSkill,
  topics,
} from './catalogue';
export {
  SEED_RANGE,
  type SeedOptions,
  type SeedQuestion,
  buildSeedQuestions,
  questionKey,
  skillLevelQuestions,
} from './seed';
export { areAnswersEquivalent } from './core/answers';
export { describeDiagram } from './core/svg';
export { type Rational, parseRational } from './core/rational';
export type { TaskDefinition } from './core/task';
