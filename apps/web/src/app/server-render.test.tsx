// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBootSessionUser, buildLearnerSkill, buildSubscription } from '../testing/render-with-providers';
import { renderAppPage } from './server-render';

const LEARNER = buildBootSessionUser();

const SKILL = buildLearnerSkill({ skill_id: 7 });

const SUBSCRIPTION_PATH = `/api/getOneSubscription/${LEARNER.id}/learner`;
const SKILLS_PATH = `/api/getPracticeSkills/1/${LEARNER.id}`;

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

  it('renders nothing for a visitor, whose pages the browser renders', async () => {
    await expect(renderAppPage('/practice/1', { user: null })).resolves.toBeUndefined();
  });
});
