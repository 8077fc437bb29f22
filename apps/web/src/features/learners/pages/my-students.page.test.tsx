import type { Learner, SentFamilyInvitation } from '@mathwise/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** GET /api/getLearnerProgress/:id as the server answers it: the card's last 7 days. */
const progressAnswer = {
  learner: { user_id: 'learner-7', name: 'Kim Learner', current_subject: 2 },
  total_points: 389,
  last_7_days: {
    rounds: 3,
    practice_rounds: 2,
    diagnostic_rounds: 1,
    questions: 30,
    points: 289,
    total_time: 754_000,
    improved_skills: [{ skill_id: 5, skill_name: 'Ratios and rates', level: 'Intermediate' }],
  },
  learner_info: [],
  badges: [],
  recent_activities: [],
};
/** GET /api/getLearnerStreak/:id: the streak and this week's goal on the card. */
const streakAnswer = {
  streak_days: 4,
  is_today_counted: true,
  today: '2026-11-25',
  time_zone: 'America/Toronto',
  next_badge_days: 7,
  weekly_goal: { rounds_goal: 5, rounds_done: 2, week_start: '2026-11-23' },
};
let sentInvitations: SentFamilyInvitation[] = [];
/** The answer of every read the page makes but the one a test is about. */
const answerRead = (input: RequestInfo | URL) => {
  if (url(input).includes('family-invitations/sent')) return sentInvitations;
  if (url(input).includes('getLearnerProgress')) return progressAnswer;
  if (url(input).includes('getLearnerStreak')) return streakAnswer;
  return url(input).includes('getSubjectsByCourseID') ? [{ id: 2, name: 'Grade 7' }] : learners;
};

describe('MyStudentsPage', () => {
  // The page reads the grades and the learners; answer both here instead of the network.
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const body = answerRead(input);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sentInvitations = [];
  });

  it('shows each request to connect an existing student and where it stands, in words', async () => {
    sentInvitations = [
      {
        id: 2,
        student_email: 'sam@example.com',
        student_name: 'Sam Existing',
        status: 'pending',
        created_at: '2026-11-25T10:00:00.000Z',
        answered_at: null,
      },
      {
        id: 1,
        student_email: 'ria@example.com',
        student_name: 'Ria Said No',
        status: 'declined',
        created_at: '2026-11-20T10:00:00.000Z',
        answered_at: '2026-11-21T10:00:00.000Z',
      },
    ];
    renderPage([buildLearner()], { empty_learners: 1 });
    const requests = await screen.findByRole('region', { name: 'Requests to connect students' });
    const [sam, ria] = within(requests).getAllByRole('listitem');
    expect(sam).toHaveTextContent('Sam Existing');
    expect(sam).toHaveTextContent('sam@example.com');
    expect(sam).toHaveTextContent('Waiting for the student');
    expect(ria).toHaveTextContent('Declined');
  });

  it('shows no request section when the parent has sent none', async () => {
    renderPage([buildLearner()], { empty_learners: 1 });
    expect(await screen.findByRole('heading', { name: 'Kim Learner' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests to connect students' })).not.toBeInTheDocument();
  });

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

  it("shows each learner's last 7 days, streak and weekly goal, and links to both of the learner's reports", async () => {
    renderPage([buildLearner()], { empty_learners: 0 });
    const card = await screen.findByRole('article', { name: 'Kim Learner' });
    expect(await within(card).findByTestId('week-rounds')).toHaveTextContent('2 + 1 diagnostic');
    expect(within(card).getByTestId('week-time')).toHaveTextContent('13 min');
    expect(within(card).getByTestId('week-points')).toHaveTextContent('289');
    expect(await within(card).findByTestId('week-streak')).toHaveTextContent('4 days');
    expect(within(card).getByTestId('week-goal')).toHaveTextContent('2 of 5 rounds');
    const improved = within(card).getByRole('list', { name: 'Skills improved' });
    expect(within(improved).getByText('Ratios and rates: now Intermediate')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Progress report of Kim Learner' })).toHaveAttribute(
      'href',
      '/parent/progress/learner-7',
    );
    expect(within(card).getByRole('link', { name: 'Practice summary of Kim Learner' })).toHaveAttribute(
      'href',
      '/parent/summary/learner-7',
    );
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

  it('deletes a learner only after a dialog that names the consequence, then shows the notice', async () => {
    renderPage([buildLearner()], { empty_learners: 1 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Kim Learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kim Learner?' });
    expect(within(dialog).getByText(/every practice round, diagnostic test/)).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    const deletes = () =>
      vi.mocked(globalThis.fetch).mock.calls.filter(([, init]) => init?.method === 'DELETE');
    // Cancel has the focus: nothing is deleted by a stray Enter.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(deletes()).toHaveLength(0);

    // After the deletion the page reads the subscription and the list again: the slot is free, the list empty.
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
      if (init?.method === 'DELETE')
        return json({ title: 'Student deleted', body: 'Kim Learner was deleted.' });
      if (url(input).includes('getOneSubscription'))
        return json(buildSubscription({ learners: [], empty_learners: 2 }));
      if (url(input).includes('getLearnerProgress')) return json(progressAnswer);
      return json(url(input).includes('getSubjectsByCourseID') ? [{ id: 2, name: 'Grade 7' }] : []);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Kim Learner permanently' }));
    expect(await screen.findByText('Kim Learner was deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add your first student' })).toBeInTheDocument();
    expect(deletes().map(([input]) => url(input))).toEqual(['/api/students/learner-7']);
  });

  it("downloads the learner's data as a JSON file", async () => {
    renderPage([buildLearner()], { empty_learners: 1 });
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.mocked(globalThis.fetch).mockImplementation((input) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            url(input).endsWith('/export')
              ? { format: 'mathwise.learner-data', exported_at: '2026-11-22T10:00:00.000Z' }
              : answerRead(input),
          ),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Export the data of Kim Learner' }));
    await vi.waitFor(() => expect(clicked).toEqual(['mathwise-kim-learner-2026-11-22.json']));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ format: 'mathwise.learner-data' });
  });
});
