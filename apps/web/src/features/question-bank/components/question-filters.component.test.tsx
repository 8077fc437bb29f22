import type { AdminQuestionsResponse } from '@mathwise/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { AdminQuestionsPage } from '../pages/admin-questions.page';

const page: AdminQuestionsResponse = {
  questions: [],
  total: 0,
  page: 1,
  page_size: 5,
  filter_options: {
    courses: [{ id: 1, name: 'Ontario Mathematics' }],
    subjects: [{ id: 1, name: 'Grade 6', course_id: 1 }],
    topics: [
      { id: 1, name: 'Number', subject_id: 1 },
      { id: 2, name: 'Algebra', subject_id: 1 },
    ],
    skills: [
      { id: 1, name: 'Whole numbers', topic_id: 1 },
      { id: 4, name: 'Patterns', topic_id: 2 },
    ],
    tasks: [],
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(page), { status: 200 }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTable(route: string) {
  return renderWithProviders(<AdminQuestionsPage />, {
    auth: authStates.teacher(),
    route,
    path: paths.adminQuestions.pattern,
  });
}

// Mantine's comboboxes take a few seconds of user events each on a busy machine.
describe('the admin table filters', { timeout: 20_000 }, () => {
  it('changing the topic resets the skill below it, keeping course and subject', async () => {
    const user = userEvent.setup();
    const { router } = renderTable('/admin-portal/questions/1/1/1/1');
    const topic = await screen.findByLabelText('Topic', { selector: 'input' });
    await waitFor(() => expect(topic).toHaveValue('Number'));
    expect(screen.getByLabelText('Skill', { selector: 'input' })).toHaveValue('Whole numbers');

    await user.click(topic);
    await user.click(await screen.findByRole('option', { name: 'Algebra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-portal/questions/1/1/2'));
    expect(screen.getByLabelText('Skill', { selector: 'input' })).toHaveValue('');
  });

  it('changing the status clears the whole place, and Reset Filters clears everything', async () => {
    const user = userEvent.setup();
    const { router } = renderTable('/admin-portal/questions/1/1/1');
    await user.click(await screen.findByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Assigned' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-portal/questions'));

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByLabelText('Status', { selector: 'input' })).toHaveValue('All');
  });

  it('asks the server for the filtered page and keeps the page size for the session', async () => {
    const user = userEvent.setup();
    renderTable('/admin-portal/questions/1/1/2/4');
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([url]) => url as string)).toContain(
        '/api/admin/questions?page=1&page_size=5&status=all&course_id=1&subject_id=1&topic_id=2&skill_id=4',
      ),
    );
    await user.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(window.sessionStorage.getItem('mathwise.adminQuestions.pageSize')).toBe('25');
  });
});
