import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { baseURL } from './e2e-environment';
import type { CapturedMail } from './mail-capture';
import { findVerificationLink } from './mail-capture';

/** A journey's own parent: the seeded one's memberships are shared by every journey and must stay as they are. */
export interface ParentWithSeats {
  email: string;
  password: string;
  subscriptionId: number;
  /** The trial's card, as checkout stored it, and when the trial ends (ISO). */
  cardId: string;
  trialEndsAt: string;
}

/**
 * A verified parent with a free-of-charge trial subscription of `seats` memberships, signed in on `request` (a
 * page's request shares the page's cookies, so the page is signed in too). `label` starts the e-mail address, so a
 * failing run's accounts say which journey made them.
 */
export async function createParentWithSeats(
  request: APIRequestContext,
  waitForMail: (address: string) => Promise<CapturedMail>,
  { seats, label, name }: { seats: number; label: string; name: string },
): Promise<ParentWithSeats> {
  // Base 36: the billing calls refuse any 13-digit run (it looks like a card number), e-mails included.
  const email = `${label}-parent-${Date.now().toString(36)}@example.com`;
  const password = 'Parent!2026x';
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password, userType: 'parent' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await request.get(findVerificationLink(await waitForMail(email)), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  const checkout = await request.post('/api/createNewSubscription', {
    data: {
      number_of_children: seats,
      subscription_plan: 2,
      // A sandbox test card of this parent's own: the free trial is once per card (decision 022).
      nonce: `cnon:card-nonce-ok:${label}-${Date.now().toString(36)}`,
      postalCode: 'M5V 3L9',
      full_name: name,
      email,
      reference_number: 424242,
    },
    headers: { origin: baseURL },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const subscription = (await checkout.json()) as {
    id: number;
    card: { id: string } | null;
    trial_ends_at: string | null;
  };
  if (!subscription.card || !subscription.trial_ends_at)
    throw new Error('checkout stored no card or no trial');
  return {
    email,
    password,
    subscriptionId: subscription.id,
    cardId: subscription.card.id,
    trialEndsAt: subscription.trial_ends_at,
  };
}

/** A learner of a journey's own family, so the journey starts from a learner no other journey has touched. */
export interface OwnLearner {
  email: string;
  password: string;
  userId: string;
  parent: ParentWithSeats;
}

/**
 * A new parent with one seat (signed in on `request`) and their new Grade 6 learner (grade 1 is Grade 6, design
 * brief §5), added the way the parent's form adds one.
 */
export async function createOwnLearner(
  request: APIRequestContext,
  waitForMail: (address: string) => Promise<CapturedMail>,
  { label, parentName, learnerName }: { label: string; parentName: string; learnerName: string },
): Promise<OwnLearner> {
  const parent = await createParentWithSeats(request, waitForMail, { seats: 1, label, name: parentName });
  const email = `${label}-kid-${Date.now().toString(36)}@example.com`;
  const password = 'Learner!2026';
  const added = await request.post('/api/addNewStudent', {
    data: { form: { name: learnerName, email, password }, grade: 1, subscription: parent.subscriptionId },
    headers: { origin: baseURL },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const userId = ((await added.json()) as { learner: { user_id: string } }).learner.user_id;
  return { email, password, userId, parent };
}

/** A browser context signed in as `account` (its pages share the cookies). */
export async function signInContext(
  browser: Browser,
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return context;
}
