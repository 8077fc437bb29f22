import {
  NO_GOOD_SKILLS,
  NO_IMPROVED_SKILLS,
  NO_MASTERED_SKILLS,
  NO_TROUBLE_SKILLS,
} from '@mathwise/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { QuestionMarkers } from '../../../ui/question-markers.component';
import { SkillTabs, type SkillCardData } from './skill-tabs.component';

const describeMarker = (kind: string, number: number) => `Question ${number}: ${kind}`;

describe('QuestionMarkers (spec 3 §2: a number, a check or an error)', () => {
  it('shows the number of an open question and names each marker by its first check', () => {
    renderWithProviders(
      <QuestionMarkers
        markers={[true, false, null, null, null, null, null, null, null, null]}
        currentIndex={2}
        label="Questions of this skill"
        describeMarker={describeMarker}
      />,
      { auth: authStates.learner() },
    );
    const bar = screen.getByRole('list', { name: 'Questions of this skill' });
    const items = within(bar).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveAccessibleName('Question 1: right');
    expect(items[1]).toHaveAccessibleName('Question 2: wrong');
    expect(items[2]).toHaveAccessibleName('Question 3: open');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('3');
    expect(items[0]).not.toHaveTextContent('1');
    expect(items.map((item) => item.getAttribute('data-marker'))).toEqual([
      'right',
      'wrong',
      ...Array<string>(8).fill('open'),
    ]);
  });
});

const card = (skillId: number, name: string): SkillCardData => ({
  skillId,
  name,
  level: 'Intermediate',
  detail: '6 of 10 right on the first try',
  practiceHref: `/practice/1/${skillId}`,
});

describe('SkillTabs empty states (spec 3 §8)', () => {
  it("shows 'No results' and the spec's sentence in an empty tab, and cards that start practice otherwise", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SkillTabs
        label="Skills by class"
        tabs={[
          {
            value: 'trouble',
            label: 'Trouble Skills',
            skills: [card(4, 'Integers')],
            emptyText: NO_TROUBLE_SKILLS,
          },
          { value: 'improved', label: 'Improved Skills', skills: [], emptyText: NO_IMPROVED_SKILLS },
          { value: 'mastered', label: 'Mastered Skills', skills: [], emptyText: NO_MASTERED_SKILLS },
        ]}
      />,
      { auth: authStates.learner() },
    );
    expect(screen.getByRole('tab', { name: 'Trouble Skills (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Practise Integers' })).toHaveAttribute('href', '/practice/1/4');

    await user.click(screen.getByRole('tab', { name: 'Improved Skills (0)' }));
    const improved = screen.getByRole('tabpanel', { name: 'Improved Skills (0)' });
    expect(within(improved).getByText('No results')).toBeVisible();
    expect(
      within(improved).getByText('Looks like there are no improved skills yet. Keep practising.'),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Mastered Skills (0)' }));
    expect(screen.getByText('Looks like there are no mastered skills yet. Keep practising.')).toBeVisible();
  });

  it('uses the diagnostic wording for the good-at tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SkillTabs
        label="More Information"
        tabs={[
          { value: 'trouble', label: 'Trouble Skills', skills: [], emptyText: NO_TROUBLE_SKILLS },
          { value: 'good', label: 'Skills I am good at', skills: [], emptyText: NO_GOOD_SKILLS },
        ]}
      />,
      { auth: authStates.learner() },
    );
    expect(screen.getByText('Great Job! There are no trouble skills. Keep practising.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Skills I am good at (0)' }));
    expect(screen.getByText('Looks like there are no Good skills yet. Keep practising.')).toBeVisible();
  });
});
