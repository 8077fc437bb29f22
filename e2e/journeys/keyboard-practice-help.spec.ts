import { expectNoAxeViolations } from '../support/axe';
import { baseURL, expect, test } from '../support/fixtures';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { createOwnLearner, signInContext } from '../support/parent-accounts';
import { checkOnce, questionPanel } from '../support/practice-answers';

// Grade 6 Number is topic 1 and its first skill is skill 1 (design brief §5).
const NUMBER_TOPIC_ID = 1;
const FIRST_SKILL_ID = 1;

// Issue 21's new controls by keyboard alone, with focus visible and axe clean in each state: "Hint" and "Show me how"
// in practice, and the diagnostic's break between two skills. The journey's own learner, so no other journey's
// rounds change what it sees.
test('a learner reaches the hint, the worked solution and the break between diagnostic skills by keyboard', async ({
  browser,
  page: parentPage,
  waitForMail,
}) => {
  test.setTimeout(300_000);
  const learner = await createOwnLearner(parentPage.request, waitForMail, {
    label: 'help-keys',
    parentName: 'Kim Keys',
    learnerName: 'Lee Keys',
  });
  const context = await signInContext(browser, learner);
  const page = await context.newPage();

  // A first-time learner: every skill is "Not started" (not a red Fundamental), and My Plan says where to begin.
  await page.goto('/my-practice');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Practice' })).toBeVisible();
  await expect(main.getByText('Not started', { exact: true }).first()).toBeVisible();
  await expect(
    main
      .getByRole('region', { name: 'Start here' })
      .getByRole('button', { name: 'Start the Number diagnostic' }),
  ).toBeVisible();

  // Practice: "Hint" is the first control after the answer, before any check.
  await page.goto(`/practice/${NUMBER_TOPIC_ID}/${FIRST_SKILL_ID}`);
  await expect(page.getByRole('heading', { name: /^Skill 1 of 1: / })).toBeVisible();
  const panel = questionPanel(page, 1);
  await expect(panel).toBeVisible();
  const hint = panel.getByRole('button', { name: 'Hint', exact: true });
  await tabTo(page, hint, { maxPresses: 40 });
  await page.keyboard.press('Enter');
  // The hint takes focus (the button may be gone: a question with one hint has no other), and says what it costs.
  const hints = panel.getByTestId('question-hints');
  await expect(hints).toBeFocused();
  await expect(hints.getByText("Each hint you ask for takes 10% off this question's points.")).toBeVisible();
  await expectNoAxeViolations(page);

  // "Show me how" is the next stop after "Another hint" (when there is one); Enter shows the worked solution.
  const showMeHow = panel.getByRole('button', { name: 'Show me how' });
  await tabTo(page, showMeHow, { maxPresses: 2 });
  await page.keyboard.press('Enter');
  const solution = panel.getByTestId('worked-solution');
  await expect(solution).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'How to solve it' })).toBeVisible();
  await expect(panel.getByText(/^Answer: /)).toBeVisible();
  await expect(
    panel.getByText(
      "You've seen the solution, so this question now earns no points. You can still answer it to finish.",
    ),
  ).toBeVisible();
  await expect(showMeHow).toBeHidden();
  // The question can still be finished: Check is the next stop, and works.
  const check = panel.getByRole('button', { name: 'Check' });
  await tabTo(page, check, { maxPresses: 2 });
  await expect(check).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The diagnostic: after the first skill's ten questions, a break screen the learner leaves by keyboard.
  await page.goto(`/diagnostic-tool/${NUMBER_TOPIC_ID}`);
  await expect(page.getByRole('heading', { name: /^Skill 1 of 4: / })).toBeVisible();
  for (let number = 1; number <= 10; number += 1) {
    const question = questionPanel(page, number);
    await expect(question).toBeVisible();
    const choices = await question.getByRole('radio').count();
    // The last question is checked by keyboard, as the journey's learner would, so where focus goes next is tested
    // as a keyboard user sees it (a click would leave the moved focus without its ring, as browsers intend).
    const verdict = await checkOnce(
      question,
      choices > 0 ? { choice: 0 } : { text: '1' },
      number === 10 ? 'keyboard' : 'click',
    );
    const next = question.getByRole('button', { name: number === 10 ? 'Next skill' : 'Next question' });
    if (number < 10) {
      await next.click();
      continue;
    }
    // A right answer closes the question and focus goes on to "Next skill" once the skill is saved; after a wrong one
    // it stays on Check, and Tab reaches "Next skill".
    await expect(next).toBeEnabled();
    if (verdict === 'right') await expectVisibleFocus(page, next);
    else await tabTo(page, next, { maxPresses: 3 });
    await page.keyboard.press('Enter');
  }
  const breakTitle = page.getByRole('heading', { name: 'Skill 1 of 4 done' });
  await expect(breakTitle).toBeFocused();
  const breakScreen = page.getByTestId('diagnostic-break');
  await expect(breakScreen.getByText(/^\d+ of 10 right on the first try\./)).toBeVisible();
  await expect(breakScreen.getByText(/^Your answers are saved\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The heading is the break's first stop; the two ways on follow, "Start skill 2" first.
  const startNext = breakScreen.getByRole('button', { name: 'Start skill 2' });
  await tabTo(page, startNext, { maxPresses: 1 });
  await tabTo(page, breakScreen.getByRole('link', { name: 'Take a break' }), { maxPresses: 1 });
  await tabTo(page, startNext, { key: 'Shift+Tab', maxPresses: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Skill 2 of 4: / })).toBeVisible();
  // The second skill's first question takes focus, so the next Tab is its answer.
  await expect(questionPanel(page, 1)).toBeFocused();

  // Signing out loses nothing: signed in again, on a phone, the learner is offered to carry on where they stopped.
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL }, data: {} });
  expect(signOut.ok(), await signOut.text()).toBe(true);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: learner.email, password: learner.password },
    headers: { origin: baseURL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/practice-portal/${NUMBER_TOPIC_ID}`);
  await expect(page.getByText('Welcome back! Your answers are saved')).toBeVisible();
  await expect(
    page.getByText('You have answered 10 of 40 questions. Carry on with skill 2, question 1.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resume the test' })).toBeInViewport();
  await expectNoAxeViolations(page);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await context.close();
});
