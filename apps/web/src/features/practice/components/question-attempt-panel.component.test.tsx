import type { CheckAnswerResponse, LearnerQuestion } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { CANT_ANSWER_SELECTION, QuestionAttemptPanel } from './question-attempt-panel.component';

const question: LearnerQuestion = {
  id: 31,
  title: 'What is $3 \\times 4$?',
  description: null,
  question_type: 'model_one',
  question_options: [
    { label: '7', value: '7' },
    { label: '12', value: '12' },
  ],
  difficult_level: 1,
  points: 10,
  image_url: null,
  course_id: 1,
  subject_id: 1,
  topic_id: 1,
  skill_id: 2,
  task_id: 3,
};

function serverControl(overrides: Partial<NonNullable<CheckAnswerResponse['validation_control']>>) {
  return {
    selected_answer: '7',
    validation: false,
    attempts_counter: 1,
    wrong_attempts: 1,
    submitted: false,
    time_spent: 2000,
    total_time: 2000,
    points: 0,
    ...overrides,
  };
}

/** Answers each POST /api/checkAnswer with the next prepared server answer and keeps the bodies sent. */
function stubChecks(answers: CheckAnswerResponse[]) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
    const answer = answers.shift();
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

function renderPanel(mode: 'diagnostic' | 'practice', onNext = vi.fn()) {
  renderWithProviders(
    <QuestionAttemptPanel
      question={question}
      mode={mode}
      questionIndex={0}
      taskName="Multiply"
      shouldFocus={false}
      onNext={onNext}
      onPaused={vi.fn()}
      nextLabel="Next question"
    />,
    { auth: authStates.learner() },
  );
  return onNext;
}

describe('QuestionAttemptPanel', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a choice before any call, then shows the worked explanation after a wrong answer in practice', async () => {
    const user = userEvent.setup();
    const { bodies } = stubChecks([
      {
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        explanation: 'Three groups of four make $12$.',
        validation_control: serverControl({}),
      },
      {
        is_correct: true,
        message: 'Nice job!',
        explanation: 'Three groups of four make $12$.',
        validation_control: serverControl({
          selected_answer: '12',
          attempts_counter: 2,
          submitted: true,
          points: 9,
        }),
      },
    ]);
    const onNext = renderPanel('practice');
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select one answer');
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText("Nope that wasn't it! Take another look.")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to solve it' })).toBeVisible();
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: '12' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Nice job!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to solve it' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(bodies).toEqual([
      expect.objectContaining({ selected_answer: '7' }),
      expect.objectContaining({ selected_answer: '12' }),
    ]);

    await user.click(next);
    // The server's record is what moves on: first check wrong (the marker), two attempts, its points.
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ validation: false, attempts_counter: 2, submitted: true, points: 9 }),
    );
  });

  it("records 'I can't answer this question' as a wrong attempt, so Next opens and the explanation shows", async () => {
    const user = userEvent.setup();
    const { bodies } = stubChecks([
      {
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        explanation: 'Count four, three times.',
        validation_control: serverControl({ selected_answer: CANT_ANSWER_SELECTION }),
      },
    ]);
    renderPanel('practice');
    await user.click(screen.getByRole('button', { name: "I can't answer this question" }));
    expect(await screen.findByText('Count four, three times.')).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ selected_answer: CANT_ANSWER_SELECTION })]);
    expect(screen.getByRole('button', { name: 'Next question' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: "I can't answer this question" })).not.toBeInTheDocument();
  });

  it('keeps the explanation back in the diagnostic, which only measures', async () => {
    const user = userEvent.setup();
    stubChecks([
      {
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        explanation: 'Three groups of four make 12.',
        validation_control: serverControl({}),
      },
    ]);
    renderPanel('diagnostic');
    expect(screen.queryByRole('button', { name: "I can't answer this question" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText("Nope that wasn't it! Take another look.")).toBeVisible();
    expect(screen.queryByText('Three groups of four make 12.')).not.toBeInTheDocument();
  });
});
