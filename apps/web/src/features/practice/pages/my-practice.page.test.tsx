import type { LearnerTopic } from '@mathwise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  buildLearnerSkill,
  buildSubscription,
  renderWithProviders,
} from '../../../testing/render-with-providers';
import { MyPracticePage } from './my-practice.page';

const topics: LearnerTopic[] = [
  {
    id: 1,
    name: 'Number',
    description: null,
    points: 2000,
    learner_topic_points: 0,
    skills: [
      buildLearnerSkill(),
      buildLearnerSkill({
        skill_id: 2,
        skill_name: 'Integers on number lines',
        level: 'Advanced',
        skill_attempts: 10,
      }),
    ],
  },
];

/** The page's reads, answered from memory by path. */
function stubLearnerReads(responses: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const match = Object.keys(responses).find((prefix) => url.startsWith(prefix));
      return Promise.resolve(
        match
          ? new Response(JSON.stringify(responses[match]), { status: 200 })
          : new Response(JSON.stringify({ title: 'Not found', body: url }), { status: 404 }),
      );
    }),
  );
}

describe('MyPracticePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the skills by level and opens the welcome page for a topic with no points', async () => {
    const user = userEvent.setup();
    stubLearnerReads({
      '/api/getSubjectsByLearnerID/': [
        { id: 1, name: 'Grade 6', points: 2000, learner_points: 0, is_current: true },
      ],
      '/api/getLearnerTopicsBySubjectID/1/': topics,
    });
    renderWithProviders(<MyPracticePage />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner' }),
      route: '/my-practice',
      path: '/my-practice/:tab?',
    });
    const advanced = await screen.findByRole('region', { name: 'Advanced' });
    expect(within(advanced).getByText('Integers on number lines')).toBeVisible();
    // A skill never practised is "Not started", not a Fundamental one.
    const notStarted = screen.getByRole('region', { name: 'Not started' });
    expect(within(notStarted).getByText(buildLearnerSkill().skill_name)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Fundamental' })).getByText('No skills at this level yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Start here' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Master' })).getByText('No skills at this level yet.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Practise Number' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/practice-portal/1');
  });

  it('opens the paused dialog when the page opens while the subscription is paused', async () => {
    stubLearnerReads({
      '/api/getSubjectsByLearnerID/': [
        { id: 1, name: 'Grade 6', points: 2000, learner_points: 0, is_current: true },
      ],
      '/api/getLearnerTopicsBySubjectID/1/': topics,
    });
    renderWithProviders(<MyPracticePage />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner', status: 'paused' }),
      route: '/my-practice',
      path: '/my-practice/:tab?',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscription paused' });
    expect(within(dialog).getByText(/Ask your parent to resume it/)).toBeVisible();
  });

  it('opens the paused dialog instead of practice while the subscription is paused', async () => {
    const user = userEvent.setup();
    stubLearnerReads({
      '/api/getSubjectsByLearnerID/': [
        { id: 1, name: 'Grade 6', points: 2000, learner_points: 0, is_current: true },
      ],
      '/api/getLearnerTopicsBySubjectID/1/': topics,
    });
    renderWithProviders(<MyPracticePage />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner', status: 'paused' }),
      route: '/my-practice',
      path: '/my-practice/:tab?',
    });
    // The dialog the page opened with is closed; the practice button opens it again.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Subscription paused' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Practise Integers on number lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription paused' });
    expect(within(dialog).getByText(/Ask your parent to resume it/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("tells a first-time learner where to begin: the diagnostic of the grade's first topic", async () => {
    const user = userEvent.setup();
    stubLearnerReads({
      '/api/getSubjectsByLearnerID/': [
        { id: 1, name: 'Grade 6', points: 2000, learner_points: 0, is_current: true },
      ],
      '/api/getLearnerTopicsBySubjectID/1/': [
        { ...topics[0], skills: [buildLearnerSkill(), buildLearnerSkill({ skill_id: 2 })] },
        { ...topics[0], id: 2, name: 'Algebra', skills: [buildLearnerSkill({ skill_id: 3, topic_id: 2 })] },
      ],
    });
    renderWithProviders(<MyPracticePage />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner' }),
      route: '/my-practice',
      path: '/my-practice/:tab?',
    });
    const start = await screen.findByRole('region', { name: 'Start here' });
    expect(within(start).getByText(/Begin with the Number diagnostic/)).toBeVisible();
    await user.click(within(start).getByRole('button', { name: 'Start the Number diagnostic' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/practice-portal/1');
  });
});
