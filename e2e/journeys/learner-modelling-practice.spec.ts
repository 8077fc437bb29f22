import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { NUMBER_TOPIC_ID } from '../support/learner-rounds';
import { createOwnLearner, signInContext } from '../support/parent-accounts';
import { answerAsWellAsPossible, questionPanel } from '../support/practice-answers';

// Issue 20: a learner practises a mathematical modelling task (C4) end to end. Grade 6's "Ratios, rates and
// multi-step problems" holds the class-trip model beside three other tasks, and a round draws its ten questions from
// all of them at random, so the journey plays rounds until one has shown a step of the plan (at most three: the
// chance that three rounds miss a task with a quarter of the questions is about 1 in 5,000).
const MODELLING_SKILL = 'Ratios, rates and multi-step problems';
const MODEL_STEP = /^Step \d of the plan: /;
const MAX_ROUNDS = 3;

test('a learner practises the class-trip model: each step states the plan, is answered and worked', async ({
  browser,
  page: parentPage,
  waitForMail,
}) => {
  test.setTimeout(420_000);
  const learner = await createOwnLearner(parentPage.request, waitForMail, {
    label: 'model',
    parentName: 'Mara Model',
    learnerName: 'Theo Model',
  });
  const context = await signInContext(browser, learner);
  const page = await context.newPage();
  const topicSkills = await page.request.get(`/api/getPracticeSkills/${NUMBER_TOPIC_ID}/${learner.userId}`);
  expect(topicSkills.ok(), await topicSkills.text()).toBe(true);
  const skill = (
    (await topicSkills.json()) as { skills: Array<{ skill_id: number; skill_name: string }> }
  ).skills.find((candidate) => candidate.skill_name === MODELLING_SKILL);
  if (!skill) throw new Error(`Grade 6 Number has no skill named ${MODELLING_SKILL}`);

  let modelSteps = 0;
  for (let round = 1; round <= MAX_ROUNDS && modelSteps === 0; round += 1) {
    await page.goto('/my-practice');
    await page.getByRole('button', { name: `Practise ${MODELLING_SKILL}` }).click();
    await expect(page).toHaveURL(`/practice/${NUMBER_TOPIC_ID}/${skill.skill_id}`);
    await expect(page.getByRole('heading', { name: `Skill 1 of 1: ${MODELLING_SKILL}` })).toBeVisible();
    for (let number = 1; number <= 10; number += 1) {
      const panel = questionPanel(page, number);
      await expect(panel).toBeVisible();
      const isModelStep = MODEL_STEP.test((await panel.getByRole('heading').first().textContent()) ?? '');
      if (isModelStep) {
        modelSteps += 1;
        // Each step states the whole situation (students, helpers, prices), so it stands alone in a round.
        await expect(panel).toContainText(/\d+ students/);
        if (modelSteps === 1) await expectNoAxeViolations(page);
      }
      if (isModelStep && modelSteps === 1) {
        // The first step met is worked through the help: a hint with the plan's own numbers, then the worked solution.
        await panel.getByRole('button', { name: 'Hint', exact: true }).click();
        await expect(panel.getByTestId('question-hints')).toContainText(/\d/);
        await panel.getByRole('button', { name: 'Show me how' }).click();
        await expect(panel.getByRole('heading', { name: 'How to solve it' })).toBeVisible();
        await expect(panel.getByText(/^Answer: /)).toBeVisible();
        await expect(panel.getByTestId('worked-solution')).toContainText(/\d+ students/);
      }
      await answerAsWellAsPossible(panel);
      await panel.getByRole('button', { name: number === 10 ? 'See round report' : 'Next question' }).click();
    }
    await expect(page.getByRole('heading', { name: `Round complete: ${MODELLING_SKILL}` })).toBeVisible();
    await expect(page.getByTestId('round-points')).toHaveText(/^\d[\d,]*$/);
  }
  expect(modelSteps, `no step of the class-trip model in ${MAX_ROUNDS} rounds`).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await context.close();
});
