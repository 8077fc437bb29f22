import type { LearnerStreak } from '@mathwise/api-contract';
import { LEARNER_TIME_ZONE_MESSAGE, WEEKLY_GOAL_RANGE_MESSAGE } from '@mathwise/api-contract';
import { shiftCalendarDay, startOfCalendarWeek, toCalendarDay } from '@mathwise/learning-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { playRound, saveRound } from './practice-rounds.fixture';

const TORONTO = 'America/Toronto';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

async function buildFamily(): Promise<{ parent: TestUser; learner: TestUser; learnerId: number }> {
  const parent = await buildParent(testApp);
  const learner = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner]);
  const record = await testApp.app.services.learners.findLearnerByUserId(learner.userId);
  if (!record) throw new Error('no learner');
  return { parent, learner, learnerId: record.id };
}

/** A saved round of skill 1 at an instant, as a save leaves it. */
async function insertSavedRound(learnerId: number, savedAt: number) {
  const iso = new Date(savedAt).toISOString();
  await testApp.database.db
    .insertInto('practice_round')
    .values({
      learner_id: learnerId,
      skill_id: 1,
      topic_id: 1,
      mode: 'practice',
      status: 'saved',
      open_key: null,
      created_at: iso,
      saved_at: iso,
    })
    .execute();
}

/** Midday of a calendar day in a zone, whatever its offset (within 14 hours) or summer time. */
const middayOf = (day: string, utcOffsetHours: number) =>
  Date.parse(`${day}T12:00:00Z`) - utcOffsetHours * 3_600_000;

async function readStreak(user: TestUser, learner: TestUser): Promise<LearnerStreak> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/getLearnerStreak/${learner.userId}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LearnerStreak>();
}

describe('the daily streak and the weekly goal', () => {
  it('start at nothing, in Toronto days, with the default goal of 3 rounds a week', async () => {
    const { learner } = await buildFamily();
    const today = toCalendarDay(Date.now(), TORONTO);
    expect(await readStreak(learner, learner)).toEqual({
      streak_days: 0,
      is_today_counted: false,
      today,
      time_zone: TORONTO,
      next_badge_days: 3,
      weekly_goal: { rounds_goal: 3, rounds_done: 0, week_start: startOfCalendarWeek(today) },
    });
  });

  it('count the days in a row ending yesterday until today has a round, and restart after a missed day', async () => {
    const { learner, learnerId } = await buildFamily();
    const today = toCalendarDay(Date.now(), TORONTO);
    for (const daysAgo of [5, 2, 1])
      await insertSavedRound(learnerId, middayOf(shiftCalendarDay(today, -daysAgo), -5));
    const before = await readStreak(learner, learner);
    expect(before).toMatchObject({ streak_days: 2, is_today_counted: false, next_badge_days: 3 });

    await insertSavedRound(learnerId, Date.now());
    const after = await readStreak(learner, learner);
    expect(after).toMatchObject({ streak_days: 3, is_today_counted: true, next_badge_days: 7 });
    // Every round saved since Monday counts toward the week's goal.
    const sinceMonday = [5, 2, 1, 0].filter(
      (daysAgo) => shiftCalendarDay(today, -daysAgo) >= startOfCalendarWeek(today),
    ).length;
    expect(after.weekly_goal.rounds_done).toBe(sinceMonday);
  });

  it("counts the learner's own days in the zone and goal their parent set", async () => {
    const { parent, learner, learnerId } = await buildFamily();
    await testApp.database.db
      .insertInto('learner_habit')
      .values({
        learner_id: learnerId,
        time_zone: 'Pacific/Auckland',
        weekly_goal_rounds: 5,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const today = toCalendarDay(Date.now(), 'Pacific/Auckland');
    for (const daysAgo of [3, 2, 1, 0])
      await insertSavedRound(learnerId, middayOf(shiftCalendarDay(today, -daysAgo), 12));
    // Read by the parent, as the weekly e-mail and the parent's pages do.
    const streak = await readStreak(parent, learner);
    expect(streak).toMatchObject({ streak_days: 4, today, time_zone: 'Pacific/Auckland' });
    expect(streak.weekly_goal.rounds_goal).toBe(5);
  });

  it('takes the goal and zone the parent sets in the learner settings; only that parent may set them', async () => {
    const { parent, learner } = await buildFamily();
    const { parent: otherParent } = await buildFamily();
    const habitCall = (user: TestUser | undefined, payload?: object) =>
      testApp.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: `/api/students/${learner.userId}/habit`,
        headers: user?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    expect((await habitCall(parent)).json()).toEqual({ weekly_goal_rounds: 3, time_zone: TORONTO });

    const saved = await habitCall(parent, { weekly_goal_rounds: 6, time_zone: 'America/Vancouver' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await habitCall(parent)).json()).toEqual({
      weekly_goal_rounds: 6,
      time_zone: 'America/Vancouver',
    });
    await habitCall(parent, { weekly_goal_rounds: 2, time_zone: 'America/Halifax' });
    const streak = await readStreak(learner, learner);
    expect(streak.time_zone).toBe('America/Halifax');
    expect(streak.weekly_goal.rounds_goal).toBe(2);

    for (const payload of [
      { weekly_goal_rounds: 0, time_zone: TORONTO },
      { weekly_goal_rounds: 22, time_zone: TORONTO },
      { weekly_goal_rounds: 2.5, time_zone: TORONTO },
    ]) {
      expect((await habitCall(parent, payload)).json()).toMatchObject({ body: WEEKLY_GOAL_RANGE_MESSAGE });
    }
    expect(
      (await habitCall(parent, { weekly_goal_rounds: 3, time_zone: 'Mars/Olympus' })).json(),
    ).toMatchObject({
      body: LEARNER_TIME_ZONE_MESSAGE,
    });
    expectErrorAnswer(await habitCall(learner, { weekly_goal_rounds: 9, time_zone: TORONTO }), 403);
    expectErrorAnswer(await habitCall(otherParent, { weekly_goal_rounds: 9, time_zone: TORONTO }), 403);
    expectErrorAnswer(await habitCall(otherParent), 403);
    expectErrorAnswer(await habitCall(undefined), 401);
    expect((await habitCall(parent)).json()).toEqual({ weekly_goal_rounds: 2, time_zone: 'America/Halifax' });
  });

  it('awards the 3-day badge when the third day in a row is saved', async () => {
    const { learner, learnerId } = await buildFamily();
    const today = toCalendarDay(Date.now(), TORONTO);
    for (const daysAgo of [2, 1])
      await insertSavedRound(learnerId, middayOf(shiftCalendarDay(today, -daysAgo), -5));
    const sheet = await playRound(testApp, learner, { mode: 'practice', skillId: 2 });
    const saved = await saveRound(testApp, learner, 'practice', 1, learner.userId, sheet);
    expect(saved.statusCode, saved.body).toBe(200);
    const badges = await testApp.database.db
      .selectFrom('learner_badge')
      .select('badge_key')
      .where('learner_id', '=', learnerId)
      .execute();
    expect(badges.map((badge) => badge.badge_key)).toContain('streak_3_days');
    expect(badges.map((badge) => badge.badge_key)).not.toContain('streak_7_days');
  });

  it('is readable by the learner and their parent only', async () => {
    const { learner } = await buildFamily();
    const { parent: otherParent, learner: otherLearner } = await buildFamily();
    for (const caller of [otherParent, otherLearner]) {
      expectErrorAnswer(
        await testApp.app.inject({
          method: 'GET',
          url: `/api/getLearnerStreak/${learner.userId}`,
          headers: caller.headers,
        }),
        403,
      );
    }
    expectErrorAnswer(
      await testApp.app.inject({ method: 'GET', url: `/api/getLearnerStreak/${learner.userId}` }),
      401,
    );
  });
});
