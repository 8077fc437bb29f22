import type {
  CheckAnswerResponse,
  DemoSkill,
  LearnerQuestion,
  QuestionHintResponse,
  ShowSolutionResponse,
} from '@mathwise/api-contract';
import {
  checkAnswer,
  CORRECT_FEEDBACK,
  selectHintAfterWrongAnswer,
  WRONG_FEEDBACK,
  type AnswerKind,
} from '@mathwise/learning-rules';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { isOpenToUnrecordedCheck } from './curriculum.policy';
import type { CurriculumRepository, StoredQuestion } from './curriculum.repository';
import type { CurriculumCatalogueService } from './curriculum.service';
import { DEMO_TOPIC_IDS } from './generated-bank';
import { presentQuestion, readHints, readMisconceptions, revealQuestion } from './stored-questions';

/**
 * Questions shown without a record: a skill's public preview, samples, and the demo's skills, check, hint and
 * solution (for the demo's questions only, decision 024).
 */
export function createDemoQuestionsService(deps: {
  curriculum: CurriculumRepository;
  catalogue: Pick<CurriculumCatalogueService, 'listSkillCatalogue'>;
}) {
  const { curriculum, catalogue } = deps;

  /** The demo's unrecorded calls take the demo's questions only (issue 22.3); the practice area records the rest. */
  function requireDemoQuestion(question: StoredQuestion): void {
    if (!isOpenToUnrecordedCheck(question)) {
      throw new Error(
        `Question ${question.id} is not the demo's: it is checked only inside a learner's round.`,
      );
    }
  }

  return {
    /** GET /api/admin/question/preview/:skillId: a public sample, never with its answer. */
    async getQuestionPreview(skillId: number): Promise<LearnerQuestion> {
      const question = await curriculum.findSampleQuestion(skillId);
      if (!question) throw notFound('This skill has no questions yet.');
      return presentQuestion(question);
    },

    /** GET /api/getDemoDiagnosticSkills/:topicId: the demo's skills with their tasks, for Grade 6's strands. */
    async listDemoSkills(topicId: number): Promise<DemoSkill[]> {
      if (!DEMO_TOPIC_IDS.has(topicId)) throw notFound('The demo covers topics 1 to 5.');
      const [topic, skills] = await Promise.all([
        curriculum.findTopic(topicId),
        catalogue.listSkillCatalogue({ topicId }),
      ]);
      if (!topic) throw notFound('There is no such topic.');
      return skills.map((skill) => ({
        skill_id: skill.skill_id,
        skill_name: skill.skill_name,
        skill_description: skill.skill_description,
        skill_points: skill.skill_points,
        subject_id: skill.subject_id,
        topic_id: skill.topic_id,
        topic_name: skill.topic_name,
        tasks: skill.tasks,
      }));
    },

    /**
     * A question of a skill at a level from the demo's questions (for a visitor) or the practice bank (a sample for a
     * signed-in caller who is not a learner), without a record and never with its answer. A learner's diagnostic
     * question is served inside their recorded round by the practice area.
     */
    async pickSampleQuestion(
      purpose: 'demo' | 'practice',
      skillId: number,
      level: number,
      excludedIds: number[] = [],
    ): Promise<LearnerQuestion> {
      const question =
        (await curriculum.pickRandomQuestion(skillId, purpose, level, excludedIds)) ??
        (await curriculum.pickRandomQuestion(skillId, purpose, level));
      if (!question) throw notFound('There is no question for this skill and level.');
      return presentQuestion(question);
    },

    /**
     * The demo's check, without a record: checked on the server, so no key travels before the answer; a wrong answer
     * gets the hint and the worked explanation, a right one the key too. Only for the demo's questions.
     */
    checkDemoAnswer(question: StoredQuestion, selectedAnswer: string): CheckAnswerResponse {
      requireDemoQuestion(question);
      const result = checkAnswer(
        {
          answer: question.answer,
          question_type: question.question_type,
          answer_kind: question.answer_kind as AnswerKind,
          requires_answer_form: question.requires_answer_form,
        },
        selectedAnswer,
      );
      if (result.status === 'empty') throw badRequest(result.message);
      const isCorrect = result.status === 'correct';
      return {
        is_correct: isCorrect,
        message: isCorrect ? CORRECT_FEEDBACK : WRONG_FEEDBACK,
        explanation: question.explanation,
        ...(isCorrect
          ? { question: revealQuestion(question) }
          : {
              hint: selectHintAfterWrongAnswer(
                {
                  hints: readHints(question),
                  misconceptions: readMisconceptions(question),
                  answer_kind: question.answer_kind as AnswerKind,
                },
                selectedAnswer,
                { hintsUsed: 0, wrongAttempts: 1 },
              ),
            }),
      };
    },

    /** The demo's Hint: a demo question's first hint, which "I can't answer this question" shows. */
    giveDemoHint(question: StoredQuestion): QuestionHintResponse {
      requireDemoQuestion(question);
      const [hint] = readHints(question);
      if (hint === undefined) throw conflict('This question has no hints yet.', 'No more hints');
      const hintCount = readHints(question).length;
      return { hint, hint_number: 1, hint_count: hintCount, hints_used: 1 };
    },

    /** The demo's "Show me how": a demo question's worked solution and key, without a record. */
    showDemoSolution(question: StoredQuestion): ShowSolutionResponse {
      requireDemoQuestion(question);
      return { explanation: question.explanation, question: revealQuestion(question), solution_shown: true };
    },
  };
}

export type DemoQuestionsService = ReturnType<typeof createDemoQuestionsService>;
