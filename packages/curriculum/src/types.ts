export type QuestionType = 'model_one' | 'typed';
/** How a typed answer is compared (`checkAnswer` in @mathwise/learning-rules): a `percent` key is the percent's number. */
export type AnswerKind = 'text' | 'number' | 'fraction' | 'money' | 'percent' | 'expression';
export type DifficultyLevel = 1 | 2 | 3 | 4 | 5;

export const DIFFICULTY_LEVELS: readonly DifficultyLevel[] = [1, 2, 3, 4, 5];

export interface QuestionOption {
  label: string;
  value: string;
}

/** A wrong answer a known misconception produces, and the hint written for that mistake. */
export interface Misconception {
  answer: string;
  hint: string;
}

export interface GeneratedQuestion {
  title: string;
  description: string | null;
  question_type: QuestionType;
  question_options: QuestionOption[] | null;
  answer: string;
  answer_kind: AnswerKind;
  /**
   * True when the question asks for one form of the answer (expand, simplify, a fraction in lowest terms, a
   * decimal): only that form is accepted. False: every mathematically equivalent answer is accepted.
   */
  requires_answer_form: boolean;
  explanation: string;
  /** Hints in the order a learner asks for them, written with the question's own numbers; none gives the key. */
  hints: string[];
  /** Wrong answers that come from a known misconception, each with the hint for that mistake. */
  misconceptions: Misconception[];
  difficult_level: DifficultyLevel;
  points: number;
  image_svg: string | null;
}

export interface Course {
  id: number;
  name: string;
}

export interface Subject {
  id: number;
  courseId: number;
  name: string;
  grade: 6 | 7 | 8;
}

export type StrandName = 'Number' | 'Algebra' | 'Data' | 'Spatial Sense' | 'Financial Literacy';

export interface Topic {
  id: number;
  subjectId: number;
  name: StrandName;
  description: string;
}

export interface Skill {
  id: number;
  topicId: number;
  subjectId: number;
  name: string;
  description: string;
  expectations: string[];
}

export interface Task {
  id: number;
  skillId: number;
  topicId: number;
  subjectId: number;
  name: string;
  description: string;
}
