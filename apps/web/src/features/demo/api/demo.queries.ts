import type {
  QuestionHintResponse,
  CheckAnswerResponse,
  CurrentQuestionResponse,
  CurriculumTopic,
  DemoSkillsResponse,
  LearnerQuestion,
} from '@mathwise/api-contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getTopicByID/:id (spec 1 §7): the topic's name and grade for Get Started. */
export const demoTopicQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['demo', 'topic', topicId],
    queryFn: () => requestApi<CurriculumTopic>(`/api/getTopicByID/${topicId}`),
    staleTime: Infinity,
  });

/** GET /api/getDemoDiagnosticSkills/:topicId (spec 1 §7): the skills and their tasks. */
export const demoSkillsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['demo', 'skills', topicId],
    queryFn: () => requestApi<DemoSkillsResponse>(`/api/getDemoDiagnosticSkills/${topicId}`),
    staleTime: Infinity,
  });

export function useDemoTopic(topicId: number) {
  return useQuery(demoTopicQueryOptions(topicId));
}

export function useDemoSkills(topicId: number) {
  return useQuery(demoSkillsQueryOptions(topicId));
}

/** GET /api/getDiagnosticQuestion/:skillId/:level (spec 1 §7): one question, without its answer. */
export async function fetchDiagnosticQuestion(skillId: number, level: number): Promise<LearnerQuestion> {
  const { current_question } = await requestApi<CurrentQuestionResponse>(
    `/api/getDiagnosticQuestion/${skillId}/${level}`,
  );
  return current_question;
}

/**
 * The demo's next question: the server picks at random within the skill and level, so ask a few times for one of
 * the current task (spec 1 §4: the task changes) that this skill has not shown yet, and take the last otherwise.
 */
export async function fetchDemoQuestion(
  skillId: number,
  level: number,
  taskId: number | undefined,
  shownIds: readonly number[],
): Promise<LearnerQuestion> {
  const ATTEMPTS = 4;
  let question = await fetchDiagnosticQuestion(skillId, level);
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    const isTaskMatch = taskId === undefined || question.task_id === taskId;
    if (isTaskMatch && !shownIds.includes(question.id)) break;
    question = await fetchDiagnosticQuestion(skillId, level);
  }
  return question;
}

/** POST /api/checkAnswer/:questionId: the key stays on the server; a demo check is stateless there. */
export function checkDemoAnswer(questionId: number, selectedAnswer: string, timeSpentMs: number) {
  return requestApi<CheckAnswerResponse>(`/api/checkAnswer/${questionId}`, {
    method: 'POST',
    body: {
      selected_answer: selectedAnswer,
      time_spent: Math.min(86_400_000, Math.max(0, Math.round(timeSpentMs))),
    },
  });
}

export function useCheckDemoAnswer() {
  return useMutation({
    mutationFn: (input: { questionId: number; selectedAnswer: string; timeSpentMs: number }) =>
      checkDemoAnswer(input.questionId, input.selectedAnswer, input.timeSpentMs),
  });
}

/** POST /api/questionHint/:questionId for a demo question: its first hint, for "I can't answer this question". */
export function fetchDemoHint(questionId: number) {
  return requestApi<QuestionHintResponse>(`/api/questionHint/${questionId}`, { method: 'POST' });
}

export function useDemoHint() {
  return useMutation({ mutationFn: fetchDemoHint });
}
