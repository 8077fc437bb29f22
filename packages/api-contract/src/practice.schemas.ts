import { z } from 'zod';

import { DIFFICULTY_LEVEL_MAX, DIFFICULTY_LEVEL_MIN, SKILL_LEVELS, TEXT_MAX_CHARS } from './constants';
import { abort, idSchema, userIdSchema } from './fields.schemas';
import { ANSWER_CORRECT, ANSWER_WRONG, INVALID_VALUE, SELECT_ONE_ANSWER, TYPE_YOUR_ANSWER } from './messages';

// ---------------------------------------------------------------------------------------------------------------
// Questions as a learner sees them (spec 3 §3)

/** question_type 'model_one' is single choice; anything else is typed (spec 3 §3). */
export const SINGLE_CHOICE_QUESTION_TYPE = 'model_one';
export const isSingleChoice = (questionType: string): boolean => questionType === SINGLE_CHOICE_QUESTION_TYPE;

export const difficultLevelSchema = z.coerce
  .number({ error: INVALID_VALUE })
  .int({ error: INVALID_VALUE })
  .min(DIFFICULTY_LEVEL_MIN, { error: INVALID_VALUE })
  .max(DIFFICULTY_LEVEL_MAX, { error: INVALID_VALUE });

export const skillLevelSchema = z.enum(SKILL_LEVELS);
export type SkillLevel = z.infer<typeof skillLevelSchema>;

export const questionOptionSchema = z.object({ label: z.string(), value: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** Per-question attempt state (spec 3 §3 validation_control). Times in milliseconds. */
export const validationControlSchema = z.object({
  selected_answer: z.string().nullable(),
  /** Result of the last check: true right, false wrong, null not checked yet. */
  validation: z.boolean().nullable(),
  attempts_counter: z.number().int().nonnegative(),
  wrong_attempts: z.number().int().nonnegative(),
  submitted: z.boolean(),
  time_spent: z.number().int().nonnegative(),
  total_time: z.number().int().nonnegative(),
  points: z.number().nonnegative(),
  total_questions: z.number().int().nonnegative().optional(),
});
export type ValidationControl = z.infer<typeof validationControlSchema>;

const questionFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  question_type: z.string(),
  question_options: z.array(questionOptionSchema).nullable(),
  difficult_level: z.number().int().min(DIFFICULTY_LEVEL_MIN).max(DIFFICULTY_LEVEL_MAX),
  points: z.number().nonnegative(),
  /** Relative to the storage path questions/{image_url}. */
  image_url: z.string().nullable(),
  /**
   * What assistive technology reads for the image: a generated diagram's own description. Absent or null for a
   * picture without one (a teacher's upload); the page then says so rather than guess.
   */
  image_alt: z.string().nullable().optional(),
  course_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  topic_id: z.number().int().nullable(),
  skill_id: z.number().int().nullable(),
  task_id: z.number().int().nullable(),
  /** How many hints the Hint button can give (their text comes one at a time); absent reads as none. */
  hint_count: z.number().int().nonnegative().optional(),
};

/**
 * A question as sent to a learner, a demo visitor or the curriculum preview: no answer field. The object strips
 * unknown keys, so serialising a stored question through it drops the answer key.
 */
export const learnerQuestionSchema = z.object(questionFields);
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

/** A question with its answer key, sent only once the learner has answered it correctly or staff ask for it. */
export const revealedQuestionSchema = z.object({ ...questionFields, answer: z.string() });
export type RevealedQuestion = z.infer<typeof revealedQuestionSchema>;

/** Answer of GET /api/getDiagnosticQuestion/... and PUT /api/getPracticeQuestion/... */
export const currentQuestionResponseSchema = z.object({ current_question: learnerQuestionSchema });
export type CurrentQuestionResponse = z.infer<typeof currentQuestionResponseSchema>;

/** Answer of GET /api/admin/question/preview/:skillId (curriculum page sample; no answer). */
export const questionPreviewResponseSchema = learnerQuestionSchema;

// ---------------------------------------------------------------------------------------------------------------
// Checking an answer (server-side, because the learner never holds the key)

/** The learner's answer; the empty message depends on the question type (spec 3 §5). */
export const makeSelectedAnswerSchema = (questionType: string) => {
  const emptyMessage = isSingleChoice(questionType) ? SELECT_ONE_ANSWER : TYPE_YOUR_ANSWER;
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, abort(emptyMessage))
    .max(TEXT_MAX_CHARS, abort(INVALID_VALUE));
};

/** Path of the answer check: the question answered. */
export const checkAnswerParamsSchema = z.strictObject({ questionId: idSchema });

/** Body of the answer check. The path carries the question id; the server checks against its own key. */
export const checkAnswerSchema = z.strictObject({
  selected_answer: makeSelectedAnswerSchema('typed'),
  /**
   * Milliseconds the browser counted on the question. Accepted and not used: the server times an attempt from serving
   * to check (docs/decisions/024-practice-owns-the-question-check.md).
   */
  time_spent: z.number().int().nonnegative().max(86_400_000),
});
export type CheckAnswerRequest = z.infer<typeof checkAnswerSchema>;

export const checkAnswerResponseSchema = z.object({
  is_correct: z.boolean(),
  message: z.enum([ANSWER_CORRECT, ANSWER_WRONG]),
  /**
   * The server's view of the attempt when it keeps one (a learner's round); a stateless check (the demo) leaves it
   * out and the browser applies the shared validation_control reducer itself.
   */
  validation_control: validationControlSchema.optional(),
  /**
   * The worked explanation: for a learner's recorded attempt only once it is closed (answered right, or the solution
   * shown: asked for, or after the second wrong check); for the demo after any answer.
   */
  explanation: z.string().nullable().optional(),
  /** The question with its key, on the same terms as the explanation. */
  question: revealedQuestionSchema.optional(),
  /**
   * After a wrong answer: the hint for the step that went wrong (the misconception's own hint when the answer is a
   * known misconception, else the next hint); null when the question has none.
   */
  hint: z.string().nullable().optional(),
  /** The worked solution has been shown: the question can still be finished but earns no points. */
  solution_shown: z.boolean().optional(),
  /** Hints the learner asked for with the Hint button on this question. */
  hints_used: z.number().int().nonnegative().optional(),
});
export type CheckAnswerResponse = z.infer<typeof checkAnswerResponseSchema>;

/** Path of the Hint button and of "Show me how": the question being answered. */
export const questionHelpParamsSchema = z.strictObject({ questionId: idSchema });
export type QuestionHelpParams = z.infer<typeof questionHelpParamsSchema>;

/** Answer of POST /api/questionHint/:questionId: the next hint, before or between tries. */
export const questionHintResponseSchema = z.object({
  hint: z.string(),
  /** 1-based: which hint this is, of `hint_count`. */
  hint_number: z.number().int().positive(),
  hint_count: z.number().int().nonnegative(),
  /** Hints asked for on this question so far (each costs points, docs/learning-model.md §12). */
  hints_used: z.number().int().nonnegative(),
});
export type QuestionHintResponse = z.infer<typeof questionHintResponseSchema>;

/** Answer of POST /api/showSolution/:questionId ("Show me how"): the worked solution and the key. */
export const showSolutionResponseSchema = z.object({
  explanation: z.string().nullable(),
  question: revealedQuestionSchema,
  solution_shown: z.literal(true),
  /** The server's attempt after giving up this try (a question not checked yet counts as a wrong first check). */
  validation_control: validationControlSchema.optional(),
});
export type ShowSolutionResponse = z.infer<typeof showSolutionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answer sheet (spec 3 §3): what the learner did in a round. Strict at every level and without points or
// results: the server scores from its own answer keys, so a client can never claim points.

const MAX_SHEET_QUESTIONS = 200;
const MAX_SHEET_SKILLS = 50;
const MAX_SHEET_TASKS = 200;
const MAX_TIME_MS = 86_400_000;
const MAX_ATTEMPTS = 1000;

const countSchema = z.number().int().nonnegative().max(MAX_ATTEMPTS);
const durationSchema = z.number().int().nonnegative().max(MAX_TIME_MS);

export const answeredValidationControlSchema = z.strictObject({
  selected_answer: z.string().max(TEXT_MAX_CHARS).nullable(),
  attempts_counter: countSchema,
  wrong_attempts: countSchema,
  submitted: z.boolean(),
  time_spent: durationSchema,
});
export type AnsweredValidationControl = z.infer<typeof answeredValidationControlSchema>;

export const answeredQuestionSchema = z.strictObject({
  id: idSchema,
  skill_id: idSchema.optional(),
  task_id: idSchema.optional(),
  validation_control: answeredValidationControlSchema,
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const answerSheetSkillSchema = z.strictObject({ skill_id: idSchema });
export type AnswerSheetSkill = z.infer<typeof answerSheetSkillSchema>;

export const answerSheetTaskSchema = z.strictObject({ task_id: idSchema, skill_id: idSchema });
export type AnswerSheetTask = z.infer<typeof answerSheetTaskSchema>;

/** Round totals as the client counted them (spec 3 §3 Practice results, without points). */
export const practiceResultsInputSchema = z.strictObject({
  total_time: durationSchema,
  attempts_counter: countSchema,
  wrong_attempts: countSchema,
  total_questions: countSchema,
});
export type PracticeResultsInput = z.infer<typeof practiceResultsInputSchema>;

export const answerSheetSchema = z.strictObject({
  skills: z.array(answerSheetSkillSchema).max(MAX_SHEET_SKILLS),
  tasks: z.array(answerSheetTaskSchema).max(MAX_SHEET_TASKS),
  questions: z.array(answeredQuestionSchema).max(MAX_SHEET_QUESTIONS),
  practice_results: practiceResultsInputSchema,
  current_skill: answerSheetSkillSchema,
});
export type AnswerSheet = z.infer<typeof answerSheetSchema>;

/** Body of PUT /api/getPracticeQuestion/:skillId/:level (spec 3 §7: "body answer_sheet"). */
export const practiceQuestionRequestSchema = z.strictObject({ answer_sheet: answerSheetSchema });
export type PracticeQuestionRequest = z.infer<typeof practiceQuestionRequestSchema>;

/** Bodies of POST /api/saveSkillRound/:topicId/:learnerId and POST /api/saveDiagnosticTest/:topicId/:learnerId. */
export const saveSkillRoundSchema = answerSheetSchema;
export const saveDiagnosticTestSchema = answerSheetSchema;

/** Practice results as the server scored them (spec 3 §3). */
export const practiceResultsSchema = z.object({
  total_time: z.number().int().nonnegative(),
  attempts_counter: z.number().int().nonnegative(),
  wrong_attempts: z.number().int().nonnegative(),
  points: z.number().nonnegative(),
  total_questions: z.number().int().nonnegative(),
});
export type PracticeResults = z.infer<typeof practiceResultsSchema>;

export const saveRoundResponseSchema = z.object({
  practice_results: practiceResultsSchema,
  /** Skill points after the round. */
  skill_learner_points: z.number().nonnegative(),
  level: skillLevelSchema,
});
export type SaveRoundResponse = z.infer<typeof saveRoundResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Skills, tasks and topics with the learner's progress (spec 3 §3)

export const taskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  skill_id: z.number().int(),
  difficult_level: z.number().int().min(DIFFICULTY_LEVEL_MIN).max(DIFFICULTY_LEVEL_MAX).optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const learnerSkillSchema = z.object({
  skill_id: z.number().int(),
  skill_name: z.string(),
  skill_description: z.string().nullable(),
  /** Points available in the skill. */
  skill_points: z.number().nonnegative(),
  /** Points the learner holds in the skill. */
  skill_learner_points: z.number().nonnegative(),
  skill_attempts: z.number().int().nonnegative(),
  skill_wrong_attempts: z.number().int().nonnegative(),
  topic_id: z.number().int(),
  topic_name: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  level: skillLevelSchema,
  tasks: z.array(taskSchema),
});
export type LearnerSkill = z.infer<typeof learnerSkillSchema>;

/** Answer of the skill lists (diagnostic, practice, reinforce, by subject): `{ skills }`. */
export const skillsResponseSchema = z.object({ skills: z.array(learnerSkillSchema) });
export type SkillsResponse = z.infer<typeof skillsResponseSchema>;

/**
 * A skill of the topic the diagnostic does not test (issue 20: at most four are tested): the report places it from
 * the results of `placed_from`, tested skills of the same diagnostic.
 */
export const placedSkillSchema = learnerSkillSchema.extend({ placed_from: z.array(z.number().int()).min(1) });
export type PlacedSkill = z.infer<typeof placedSkillSchema>;

/** GET /api/getDiagnosticSkills/:topicId/:learnerId: `skills` are the ones tested, in order; `placed_skills` the rest. */
export const diagnosticSkillsResponseSchema = skillsResponseSchema.extend({
  placed_skills: z.array(placedSkillSchema),
});
export type DiagnosticSkillsResponse = z.infer<typeof diagnosticSkillsResponseSchema>;

export const learnerTopicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  points: z.number().nonnegative(),
  learner_topic_points: z.number().nonnegative(),
  skills: z.array(learnerSkillSchema),
});
export type LearnerTopic = z.infer<typeof learnerTopicSchema>;

export const learnerTopicsResponseSchema = z.array(learnerTopicSchema);

/** Demo skill (spec 1 §3): a skill with its five questions' tasks, no answers. */
export const demoSkillSchema = z.object({
  skill_id: z.number().int(),
  skill_name: z.string(),
  skill_description: z.string().nullable(),
  skill_points: z.number().nonnegative(),
  subject_id: z.number().int(),
  topic_id: z.number().int(),
  topic_name: z.string(),
  tasks: z.array(taskSchema),
});
export type DemoSkill = z.infer<typeof demoSkillSchema>;

export const demoSkillsResponseSchema = z.object({ skills: z.array(demoSkillSchema) });
export type DemoSkillsResponse = z.infer<typeof demoSkillsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Path parameters of the learner calls (spec 3 §7). Learner ids are user ids (strings); other ids are integers.

export const learnerIdSchema = userIdSchema;

/** GET /api/getDiagnosticSkills/:topicId/:learnerId, POST /api/saveDiagnosticTest/..., POST /api/saveSkillRound/..., GET /api/getPracticeActivities/..., GET /api/getTopicPracticeSummary/... */
export const topicLearnerParamsSchema = z.strictObject({ topicId: idSchema, learnerId: learnerIdSchema });
export type TopicLearnerParams = z.infer<typeof topicLearnerParamsSchema>;

/** GET /api/getDiagnosticQuestion/:skillId/:level and PUT /api/getPracticeQuestion/:skillId/:level. */
export const skillLevelParamsSchema = z.strictObject({ skillId: idSchema, level: difficultLevelSchema });
export type SkillLevelParams = z.infer<typeof skillLevelParamsSchema>;

/** GET /api/getBeatenStudents/:skillId/:learnerId/:points and GET /api/getDiagnosticBeatenStudents/... */
export const beatenLearnersParamsSchema = z.strictObject({
  skillId: idSchema,
  learnerId: learnerIdSchema,
  points: z.coerce.number({ error: INVALID_VALUE }).nonnegative({ error: INVALID_VALUE }).max(1_000_000),
});
export type BeatenLearnersParams = z.infer<typeof beatenLearnersParamsSchema>;

export const beatenLearnersResponseSchema = z.object({ result: z.number().min(0).max(100) });
export type BeatenLearnersResponse = z.infer<typeof beatenLearnersResponseSchema>;

/** GET /api/getLearnerCoursePoints/:courseId/:learnerId. */
export const courseLearnerParamsSchema = z.strictObject({ courseId: idSchema, learnerId: learnerIdSchema });
export type CourseLearnerParams = z.infer<typeof courseLearnerParamsSchema>;

/** GET /api/getSubjectsByLearnerID/:learnerId/:courseId. */
export const learnerCourseParamsSchema = z.strictObject({ learnerId: learnerIdSchema, courseId: idSchema });
export type LearnerCourseParams = z.infer<typeof learnerCourseParamsSchema>;

/** GET /api/getLearnerTopicsBySubjectID/:subjectId/:learnerId, /api/getSkillsBySubjectID/..., /api/getReinforceSkills/... */
export const subjectLearnerParamsSchema = z.strictObject({ subjectId: idSchema, learnerId: learnerIdSchema });
export type SubjectLearnerParams = z.infer<typeof subjectLearnerParamsSchema>;

/** GET /api/getPracticeSkills/:topicId/:learnerId and its 3-argument variant /:skillId. */
export const practiceSkillsParamsSchema = z.strictObject({
  topicId: idSchema,
  learnerId: learnerIdSchema,
  skillId: idSchema.optional(),
});
export type PracticeSkillsParams = z.infer<typeof practiceSkillsParamsSchema>;

/** /parent/progress/:learnerId and /parent/summary/:learnerId data calls. */
export const learnerParamsSchema = z.strictObject({ learnerId: learnerIdSchema });
export type LearnerParams = z.infer<typeof learnerParamsSchema>;

/** GET /api/getDemoDiagnosticSkills/:topicId (no login). */
export const topicParamsSchema = z.strictObject({ topicId: idSchema });
export type TopicParams = z.infer<typeof topicParamsSchema>;

/** GET /api/admin/question/preview/:skillId. */
export const skillParamsSchema = z.strictObject({ skillId: idSchema });
export type SkillParams = z.infer<typeof skillParamsSchema>;
