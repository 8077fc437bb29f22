// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBootSessionUser, buildLearnerSkill, buildSubscription } from '../testing/render-with-providers';
import { renderAppPage } from './server-render';

const LEARNER = buildBootSessionUser();

const SKILL = buildLearnerSkill({ skill_id: 7 });

const SUBSCRIPTION_PATH = `/api/getOneSubscription/${LEARNER.id}/learner`;
const SKILLS_PATH = `/api/getPracticeSkills/1/${LEARNER.id}`;

const PARENT = buildBootSessionUser({ id: 'parent-1', userType: 'parent', name: 'Pat' });
/** The parent's progress page on their learner, with the answers the server gives it (its route's page start). */
const PROGRESS_PAGE = {
  pathname: `/parent/progress/${LEARNER.id}`,
  answers: {
    [`/api/getOneSubscription/${PARENT.id}/parent`]: buildSubscription({ user_type: 'parent' }),
    [`/api/getLearnerProgress/${LEARNER.id}`]: {
      learner: { user_id: LEARNER.id, name: 'Sam Learner', current_subject: 2 },
      total_points: 120,
      last_7_days: { rounds: 1, questions: 10, points: 120, total_time: 60_000 },
      learner_info: [],
      badges: [],
      recent_activities: [],
    },
    [`/api/getSubjectsByLearnerID/${LEARNER.id}/1`]: [
      { id: 1, name: 'Grade 6', points: 2000, learner_points: 0, is_current: false },
      { id: 2, name: 'Grade 7', points: 2000, learner_points: 120, is_current: true },
    ],
    // The learner's current grade is the one the views open on: its topics are read once the grades have answered.
    [`/api/getLearnerTopicsBySubjectID/2/${LEARNER.id}`]: [
      {
        id: 4,
        name: 'Algebra',
        description: null,
        points: 2000,
        learner_topic_points: 120,
        skills: [buildLearnerSkill({ skill_id: 40, skill_name: 'Solving equations' })],
      },
    ],
  },
};

describe("the server's render of a page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the practice page from the answers it is given: the round on screen, its question still loading', async () => {
    const html = await renderAppPage('/practice/1', {
      user: LEARNER,
      answers: {
        [SUBSCRIPTION_PATH]: buildSubscription({ user_type: 'learner' }),
        [SKILLS_PATH]: { skills: [SKILL] },
      },
    });
    expect(html).toMatch(/<h1[^>]*>Practice: Number<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Skill 1 of 1: Whole numbers up to one million<\/h2>/);
    expect(html).toContain('Loading');
    // The header is the signed-in learner's.
    expect(html).toContain('Open profile menu for lee');
  });

  it('asks nothing of the network: a read without an answer renders as loading', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = await renderAppPage('/practice/1', {
      user: LEARNER,
      answers: { [SUBSCRIPTION_PATH]: buildSubscription({ user_type: 'learner' }) },
    });
    expect(html).toContain('Loading');
    expect(html).not.toContain('Whole numbers up to one million');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the reads that follow the first from their answers: the progress views of the current grade', async () => {
    const html = await renderAppPage(PROGRESS_PAGE.pathname, {
      user: PARENT,
      answers: PROGRESS_PAGE.answers,
    });
    expect(html).toMatch(/<h1[^>]*>Progress report: Sam Learner<\/h1>/);
    expect(html).toContain('Solving equations');
    expect(html).not.toContain('Loading');
    // The chart's drawing loads in the browser once it nears the screen: its first render there is the placeholder.
    expect(html).toMatch(/<figure[^>]*>.*?<div aria-hidden="true"><div style="height:\d+px"><\/div><\/div>/s);
  });

  it('renders nothing for a visitor, whose pages the browser renders', async () => {
    await expect(renderAppPage('/practice/1', { user: null })).resolves.toBeUndefined();
  });
});
