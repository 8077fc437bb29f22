import { mkdirSync, rmSync } from 'node:fs';
import { request } from '@playwright/test';
import type { SignedInRole } from './e2e-environment';
import {
  authStateDir,
  authStatePath,
  baseURL,
  E2E_SMTP_PORT,
  mailDir,
  seededAccounts,
} from './e2e-environment';
import { findVerificationLink, readMailTo, startMailCapture } from './mail-capture';

async function waitForMailTo(address: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [mail] = readMailTo(mailDir, address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail reached ${address}`);
}

/** Signs a seeded account in once and keeps its cookies, so journeys start signed in without the form. */
async function saveSignedInState(role: SignedInRole, account: { email: string; password: string }) {
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/auth/sign-in/email', {
    data: account,
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`Sign-in as ${role} failed: ${response.status()} ${await response.text()}`);
  await context.storageState({ path: authStatePath(role) });
  await context.dispose();
}

/** A new, verified account with no subscription: signs up, then follows the verification link from the mail. */
async function saveNewVerifiedAccountState(role: SignedInRole, userType: 'parent' | 'learner') {
  const email = `${role.toLowerCase()}-${Date.now()}@example.com`;
  const context = await request.newContext({ baseURL });
  const signUp = await context.post('/api/auth/sign-up/email', {
    data: { name: 'Robin Newcomer', email, password: 'Newcomer!2026', userType },
    headers: { origin: baseURL },
  });
  if (!signUp.ok()) throw new Error(`Sign-up for ${role} failed: ${signUp.status()} ${await signUp.text()}`);
  const link = findVerificationLink(await waitForMailTo(email));
  const verified = await context.get(link, { maxRedirects: 0 });
  if (verified.status() !== 302) throw new Error(`Verification for ${role} failed: ${verified.status()}`);
  await context.storageState({ path: authStatePath(role) });
  await context.dispose();
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(authStateDir, { recursive: true, force: true });
  mkdirSync(authStateDir, { recursive: true });
  const stopMailCapture = await startMailCapture(E2E_SMTP_PORT, mailDir);

  await saveSignedInState('parent', seededAccounts.parent);
  await saveSignedInState('learner', seededAccounts.learner);
  await saveSignedInState('teacher', seededAccounts.teacher);
  await saveNewVerifiedAccountState('parentWithoutSubscription', 'parent');
  await saveNewVerifiedAccountState('learnerWithoutSubscription', 'learner');

  return stopMailCapture;
}
