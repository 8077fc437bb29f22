import type { LearnerQuestion } from '@mathwise/api-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../testing/render-with-providers';
import { QuestionView } from './question-view.component';

const FALLBACK = 'A picture for this question. It has no text description.';

const question: LearnerQuestion = {
  id: 7,
  title: 'How many visitors came in Feb?',
  description: null,
  question_type: 'typed',
  question_options: null,
  difficult_level: 1,
  points: 10,
  image_url: '0123456789abcdef0123456789abcdef.svg',
  image_alt: 'Broken-line graph of visitors per month: Jan 4, Feb 4, Mar 1',
  course_id: 1,
  subject_id: 1,
  topic_id: 3,
  skill_id: 10,
  task_id: 28,
};

function renderQuestion(overrides: Partial<LearnerQuestion>) {
  renderWithProviders(
    <QuestionView
      question={{ ...question, ...overrides }}
      answer=""
      answerLabel="Your answer"
      imageAlt={FALLBACK}
    />,
    { auth: authStates.anonymous() },
  );
}

describe('QuestionView image', () => {
  it("is read by the diagram's own description, values and all", async () => {
    renderQuestion({});
    expect(
      await screen.findByRole('img', {
        name: 'Broken-line graph of visitors per month: Jan 4, Feb 4, Mar 1',
      }),
    ).toBeInTheDocument();
  });

  it('says truthfully that a picture without a description has none', async () => {
    renderQuestion({ image_alt: null });
    expect(await screen.findByRole('img', { name: FALLBACK })).toBeInTheDocument();
    renderQuestion({ image_alt: undefined, id: 8 });
    expect(await screen.findAllByRole('img', { name: FALLBACK })).toHaveLength(2);
  });
});

describe('QuestionView options', () => {
  it('sets an option that is an expression as maths, as the title, and leaves words as text', async () => {
    renderQuestion({
      image_url: null,
      image_alt: null,
      question_type: 'model_one',
      question_options: [
        { label: '4n+3', value: 'a' },
        { label: 'Paying with cash', value: 'b' },
      ],
    });
    const maths = await screen.findByRole('radio', { name: /4n\s*\+\s*3/ });
    await waitFor(() => expect(maths.closest('.mantine-Radio-root')?.querySelector('.katex')).not.toBeNull());
    const words = screen.getByRole('radio', { name: 'Paying with cash' });
    expect(words.closest('.mantine-Radio-root')?.querySelector('.katex')).toBeNull();
  });
});
