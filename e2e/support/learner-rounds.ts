import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { baseURL } from './e2e-environment';

// Grade 6 Number is topic 1 and its first skills are 1 and 2 (design brief §5).
export const NUMBER_TOPIC_ID = 1;

interface ServedQuestion {
  id: number;
  question_options: Array<{ label: string; value: string }> | null;
}

interface RoundResult {
  practice_results: { points: number; total_time: number; total_questions: number };
}

/**
 * Plays a round of ten through the calls the practice page makes. By default as an honest learner who never knows a
 * key: it tries a question's choices in turn until the server says right, and types one guess otherwise. Given
 * `teacher` (a teacher's signed-in requests, which read a question with its answer), it plays a learner who knows
 * the skill: the right answer first, as a typical learner's charts need (decision 017).
 */
export async function playRound(
  request: APIRequestContext,
  mode: 'practice' | 'diagnostic',
  skillId: number,
  learnerUserId: string,
  teacher?: APIRequestContext,
): Promise<RoundResult> {
  const sheet = {
    skills: [{ skill_id: skillId }],
    tasks: [] as unknown[],
    questions: [] as unknown[],
    practice_results: { total_time: 0, attempts_counter: 0, wrong_attempts: 0, total_questions: 0 },
    current_skill: { skill_id: skillId },
  };
  const headers = { origin: baseURL };
  for (let index = 0; index < 10; index += 1) {
    const served =
      mode === 'practice'
        ? await request.put(`/api/getPracticeQuestion/${skillId}/1`, {
            data: { answer_sheet: sheet },
            headers,
          })
        : await request.get(`/api/getDiagnosticQuestion/${skillId}/1`);
    expect(served.ok(), await served.text()).toBe(true);
    const question = ((await served.json()) as { current_question: ServedQuestion }).current_question;
    let tries = question.question_options?.map((option) => option.value) ?? ['1'];
    if (teacher) {
      const revealed = await teacher.get(`/api/admin/question/${question.id}`);
      expect(revealed.ok(), await revealed.text()).toBe(true);
      const { answer } = (await revealed.json()) as { answer: string };
      tries = [answer, ...tries.filter((value) => value !== answer)];
    }
    let attempts = 0;
    let selected = tries[0] ?? '1';
    for (const answer of mode === 'diagnostic' ? tries.slice(0, 1) : tries) {
      attempts += 1;
      selected = answer;
      const checked = await request.post(`/api/checkAnswer/${question.id}`, {
        data: { selected_answer: answer, time_spent: 4000 * attempts },
        headers,
      });
      expect(checked.ok(), await checked.text()).toBe(true);
      if (((await checked.json()) as { is_correct: boolean }).is_correct) break;
    }
    sheet.questions.push({
      id: question.id,
      skill_id: skillId,
      validation_control: {
        selected_answer: selected,
        attempts_counter: attempts,
        wrong_attempts: attempts - 1,
        submitted: true,
        time_spent: 4000 * attempts,
      },
    });
  }
  const saved = await request.post(
    `/api/${mode === 'practice' ? 'saveSkillRound' : 'saveDiagnosticTest'}/${NUMBER_TOPIC_ID}/${learnerUserId}`,
    { data: sheet, headers },
  );
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()) as RoundResult;
}
