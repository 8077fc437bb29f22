import type { Learner } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { MyStudentsPage } from './my-students.page';

function buildLearner(overrides: Partial<Learner['user']> = {}, id = 7): Learner {
  return {
    id,
    user_id: `learner-${id}`,
    status: true,
    scheduled_cancellation: false,
    current_subject: null,
    user: {
      user_id: `learner-${id}`,
      name: 'Kim Learner',
      nickname: 'kim',
      email: 'kim@example.com',
      picture: null,
      last_login: null,
      ...overrides,
    },
  };
}

function renderPage(list: Learner[], subscriptionOverrides = {}, route = '/my-students') {
  const subscription = buildSubscription({ learners: list, ...subscriptionOverrides });
  learners = list;
  return renderWithProviders(<MyStudentsPage />, {
    auth: authStates.parent(),
    subscription,
    route,
    path: '/my-students/:tab?/:addStudent?',
  });
}

let learners: Learner[] = [];
const url = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('MyStudentsPage', () => {
  // The page reads the grades and the learners; answer both here instead of the network.
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const body = url(input).includes('getSubjectsByCourseID') ? [{ id: 2, name: 'Grade 7' }] : learners;
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('introduces the page with the two ways to add a student when there are no learners', async () => {
    renderPage([], { empty_learners: 2 });
    expect(await screen.findByRole('heading', { name: 'Add your first student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect an existing student' })).toHaveAttribute(
      'href',
      '/my-students/add-existing',
    );
    expect(screen.getByRole('link', { name: 'Create a new student' })).toHaveAttribute(
      'href',
      '/my-students/add-new',
    );
  });

  it('shows the nickname of a learner whose name is an e-mail, and disables Add student without free slots', async () => {
    renderPage([buildLearner({ name: 'kim@example.com', nickname: 'kimmy' })], { empty_learners: 0 });
    expect(await screen.findByRole('heading', { name: 'kimmy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add student' })).toBeDisabled();
  });

  it('opens the choice dialog with the memberships left', async () => {
    renderPage([buildLearner()], { empty_learners: 1, number_of_children: 2 }, '/my-students/add-student');
    expect(
      await screen.findByText('1 membership available', { selector: '.mantine-Modal-body *' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect an existing student account' })).toBeInTheDocument();
  });

  it("blocks a paused subscription with the 'Subscription paused' dialog and the parent's resume action", async () => {
    renderPage([buildLearner()], { status: 'paused', empty_learners: 0 });
    expect(await screen.findByRole('dialog', { name: 'Subscription paused' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });
});
