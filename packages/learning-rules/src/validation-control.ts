import { checkAnswer, type AnswerCheck, type CheckableQuestion } from './answer-check';
import { toNonNegativeInteger } from './non-negative-integer';
import { calculateHelpedQuestionPoints, NO_HELP, type QuestionHelp } from './learning-help';
import { type ScoringMode } from './question-points';

/** Spec 3 section 4: "unanswered (empty), correct (check), wrong (error)". */
export type QuestionMarker = boolean | null;

/** Spec 3 section 3: "validation_control (per question attempt)". Times are milliseconds. */
export interface ValidationControl {
  readonly selected_answer: string;
  /** The question marker: set by the first check and never changed afterwards. */
  readonly validation: QuestionMarker;
  /** Checks that compared an answer; an empty check is not an attempt. */
  readonly attempts_counter: number;
  readonly wrong_attempts: number;
  /** True once an answer was correct; the question is then closed to further checks. */
  readonly submitted: boolean;
  /** Time from showing the question to the last counted check (frozen once submitted); scored. */
  readonly time_spent: number;
  /** Time from showing the question to leaving it; reported as practice hours. */
  readonly total_time: number;
  readonly points: number;
}

export interface ScoredQuestion extends CheckableQuestion {
  readonly points: number;
}

/**
 * The server's verdict on a check, as a question the reducer can score without the answer key (which never reaches
 * the browser): the learner's own answer stands in for the key when it was right, and that answer with a NUL
 * appended, which no answer normalises to, when it was wrong. The reducer then applies the spec's transition
 * (marker, attempts, points) exactly as it does where the key is known.
 */
export function scoredQuestionFromVerdict(
  question: Pick<ScoredQuestion, 'question_type' | 'points'>,
  selectedAnswer: string,
  isCorrect: boolean,
): ScoredQuestion {
  return {
    question_type: question.question_type,
    points: question.points,
    answer: isCorrect ? selectedAnswer : `${selectedAnswer}\u0000`,
  };
}

export type ValidationControlEvent =
  | { readonly type: 'select'; readonly answer: string }
  | {
      readonly type: 'check';
      readonly question: ScoredQuestion;
      readonly mode: ScoringMode;
      /** Milliseconds since the question was shown, measured by the caller's clock. */
      readonly elapsedMs: number;
      /** Hints asked for and whether the solution was shown; none when absent. */
      readonly help?: QuestionHelp;
    }
  | { readonly type: 'leave'; readonly elapsedMs: number };

export interface QuestionAttempt {
  readonly control: ValidationControl;
  readonly check: AnswerCheck;
}

export function createValidationControl(): ValidationControl {
  return {
    selected_answer: '',
    validation: null,
    attempts_counter: 0,
    wrong_attempts: 0,
    submitted: false,
    time_spent: 0,
    total_time: 0,
    points: 0,
  };
}

/** Spec 1 section 4: "A correct answer or an attempt enables the Next arrow." */
export function canMoveToNextQuestion(control: ValidationControl): boolean {
  return control.submitted || control.attempts_counter > 0;
}

/**
 * One Check press: the first attempt fixes the marker, wrong attempts are counted, and a correct answer
 * submits the question with its points. An empty answer only produces its message, and a submitted
 * question ignores further checks, so double clicks and replayed requests change nothing.
 */
export function checkQuestionAttempt(
  control: ValidationControl,
  question: ScoredQuestion,
  mode: ScoringMode,
  elapsedMs: number,
  help: QuestionHelp = NO_HELP,
): QuestionAttempt {
  const check = checkAnswer(question, control.selected_answer);
  if (check.status === 'empty' || control.submitted) return { control, check };
  const isCorrect = check.status === 'correct';
  const timeSpent = Math.max(control.time_spent, toNonNegativeInteger(elapsedMs));
  const wrongAttempts = control.wrong_attempts + (isCorrect ? 0 : 1);
  return {
    check,
    control: {
      ...control,
      validation: control.validation ?? isCorrect,
      attempts_counter: control.attempts_counter + 1,
      wrong_attempts: wrongAttempts,
      submitted: isCorrect,
      time_spent: timeSpent,
      total_time: Math.max(control.total_time, timeSpent),
      points: calculateHelpedQuestionPoints({
        mode,
        fullPoints: question.points,
        isAnsweredCorrectly: isCorrect,
        wrongAttempts,
        timeSpentMs: timeSpent,
        help,
      }),
    },
  };
}

/**
 * "Show me how" on an open question: the learner gives up this try, so a question not checked yet counts as a wrong
 * first check (its marker is wrong and Next opens, as "I can't answer this question" did); a checked question keeps
 * its record. Points stay 0 until a right answer, which then earns nothing (calculateHelpedQuestionPoints).
 */
export function giveUpQuestion(control: ValidationControl, elapsedMs: number): ValidationControl {
  if (control.submitted || control.attempts_counter > 0) return control;
  const timeSpent = Math.max(control.time_spent, toNonNegativeInteger(elapsedMs));
  return {
    ...control,
    validation: false,
    attempts_counter: 1,
    wrong_attempts: 1,
    time_spent: timeSpent,
    total_time: Math.max(control.total_time, timeSpent),
    points: 0,
  };
}

/** The same transition for the web demo, the diagnostic, practice and the server (React useReducer shape). */
export function reduceValidationControl(
  control: ValidationControl,
  event: ValidationControlEvent,
): ValidationControl {
  switch (event.type) {
    case 'select':
      return control.submitted ? control : { ...control, selected_answer: event.answer };
    case 'check':
      return checkQuestionAttempt(control, event.question, event.mode, event.elapsedMs, event.help).control;
    case 'leave':
      return { ...control, total_time: Math.max(control.total_time, toNonNegativeInteger(event.elapsedMs)) };
  }
}
