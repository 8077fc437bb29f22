import type { CheckAnswerResponse, LearnerQuestion } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { QuestionAttemptPanel } from './question-attempt-panel.component';

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

  it('asks for a choice before any call, then after a wrong answer shows the hint, never the answer, and Check stays usable', async () => {
    const user = userEvent.setup();
    const { bodies } = stubChecks([
      {
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        hint: 'Three groups of four: add 4 three times.',
        solution_shown: false,
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
    expect(screen.getByText('Three groups of four: add 4 three times.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to solve it' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
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

  it('"Show me how" shows the worked solution and the answer, says the question earns no points, and opens Next', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubChecks([
      {
        explanation: 'Count four, three times.',
        question: { ...question, answer: '12' },
        solution_shown: true,
        validation_control: serverControl({ selected_answer: '' }),
      } as unknown as CheckAnswerResponse,
    ]);
    renderPanel('practice');
    await user.click(screen.getByRole('button', { name: 'Show me how' }));
    expect(await screen.findByText('Count four, three times.')).toBeVisible();
    expect(screen.getByText('Answer: 12')).toBeVisible();
    expect(screen.getByText(/this question now earns no points/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/showSolution/31',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByTestId('worked-solution')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Show me how' })).not.toBeInTheDocument();
    // Still finishable.
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  it('offers Hint before answering only when the question has hints, and says what a hint costs', async () => {
    const user = userEvent.setup();
    stubChecks([
      {
        hint: 'Think of 3 rows of 4.',
        hint_number: 1,
        hint_count: 1,
        hints_used: 1,
      } as unknown as CheckAnswerResponse,
    ]);
    renderWithProviders(
      <QuestionAttemptPanel
        question={{ ...question, hint_count: 1 }}
        mode="practice"
        questionIndex={0}
        taskName="Multiply"
        shouldFocus={false}
        onNext={vi.fn()}
        onPaused={vi.fn()}
        nextLabel="Next question"
      />,
      { auth: authStates.learner() },
    );
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('Think of 3 rows of 4.')).toBeVisible();
    expect(screen.getByText(/takes 10% off/)).toBeVisible();
    expect(screen.getByTestId('question-hints')).toHaveFocus();
    // Its only hint is read: no more Hint button.
    expect(screen.queryByRole('button', { name: /hint/i })).not.toBeInTheDocument();
  });

  it('offers no Hint for a question without hints', () => {
    stubChecks([]);
    renderPanel('practice');
    expect(screen.queryByRole('button', { name: 'Hint' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show me how' })).toBeVisible();
  });

  it('in the diagnostic, which only measures, shows the hint after a wrong answer and offers no solution', async () => {
    const user = userEvent.setup();
    stubChecks([
      {
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        hint: 'Add 4 three times.',
        validation_control: serverControl({}),
      },
    ]);
    renderPanel('diagnostic');
    expect(screen.queryByRole('button', { name: 'Show me how' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText("Nope that wasn't it! Take another look.")).toBeVisible();
    expect(screen.getByText('Add 4 three times.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to solve it' })).not.toBeInTheDocument();
  });
});
