import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { PracticeActivities } from './practice-activities.component';

function stubActivities(practiceActivities: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ practice_activities: practiceActivities }), { status: 200 }),
      ),
    ),
  );
}

describe('PracticeActivities', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the spec's empty state for a topic with no saved rounds", async () => {
    stubActivities([]);
    renderWithProviders(<PracticeActivities topicId={1} learnerId="learner-1" />, {
      auth: authStates.learner(),
    });
    expect(
      await screen.findByText('No activities for the selected topic yet. Keep practising.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each saved round with its skill as the row header', async () => {
    stubActivities([
      {
        topic_name: 'Number',
        skill_name: 'Integers on number lines',
        created_at: '2026-11-20T15:00:00.000Z',
        attempts: 12,
        wrong_attempts: 3,
        kind: 'diagnostic',
      },
    ]);
    renderWithProviders(<PracticeActivities topicId={1} learnerId="learner-1" />, {
      auth: authStates.learner(),
    });
    const region = await screen.findByRole('region', { name: 'Practice Activities' });
    const row = await within(region).findByRole('row', { name: /Integers on number lines/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Integers on number lines');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Diagnostic', expect.stringMatching(/^2026-11-20, /), '12', '3']);
  });

  it('lists only the rounds of a chosen date range, and says so when the range has none (Toronto days)', async () => {
    const round = (created_at: string, skill_name: string) => ({
      topic_name: 'Number',
      skill_name,
      created_at,
      attempts: 10,
      wrong_attempts: 1,
      kind: 'practice',
    });
    stubActivities([
      round('2026-11-22T15:00:00.000Z', 'Later skill'),
      // 02:00 UTC on the 21st is still the 20th in Toronto.
      round('2026-11-21T02:00:00.000Z', 'Evening skill'),
      round('2026-11-10T15:00:00.000Z', 'Earlier skill'),
    ]);
    const { unmount } = renderWithProviders(
      <PracticeActivities
        topicId={1}
        learnerId="learner-1"
        range={{ from: '2026-11-15', to: '2026-11-20' }}
      />,
      { auth: authStates.learner() },
    );
    const region = await screen.findByRole('region', { name: 'Practice Activities' });
    expect(await within(region).findByRole('row', { name: /Evening skill/ })).toBeVisible();
    expect(within(region).queryByText('Later skill')).not.toBeInTheDocument();
    expect(within(region).queryByText('Earlier skill')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <PracticeActivities
        topicId={1}
        learnerId="learner-1"
        range={{ from: '2026-11-01', to: '2026-11-05' }}
      />,
      { auth: authStates.learner() },
    );
    expect(await screen.findByText('No activities between these dates.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
