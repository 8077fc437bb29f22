import type { FamilyInvitation } from '@mathwise/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { FamilyInvitationsNotice } from './family-invitations-notice.component';

const invitation: FamilyInvitation = {
  id: 3,
  parent_name: "Pat O'Neil",
  parent_email: 'pat@example.com',
  student_name: 'Sam Existing',
  grade: 2,
  expires_at: '2026-12-09T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const url = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function answerWith(post: () => Promise<Response>, waiting: FamilyInvitation[] = [invitation]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.method === 'POST') return post();
    if (url(input).includes('/api/family-invitations')) return json(waiting);
    return json(null);
  });
}

const renderNotice = () =>
  renderWithProviders(<FamilyInvitationsNotice />, { auth: authStates.learner(), subscription: null });

describe('FamilyInvitationsNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the parent who asks and sends the learner’s Accept by keyboard', async () => {
    answerWith(() => json({ title: 'Family joined', body: "You are now one of Pat O'Neil's students." }));
    renderNotice();
    const request = await screen.findByRole('region', {
      name: "Pat O'Neil asks to add you to their students",
    });
    expect(request).toHaveTextContent('pat@example.com');
    expect(request).toHaveTextContent('Sam Existing');
    const user = userEvent.setup();
    within(request).getByRole('button', { name: "Accept Pat O'Neil's request" }).focus();
    await user.keyboard('{Enter}');
    const posts = vi.mocked(globalThis.fetch).mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => url(input))).toEqual(['/api/family-invitations/3/accept']);
  });

  it('shows the server’s reason when the answer is refused, and keeps the request', async () => {
    answerWith(() =>
      json(
        {
          title: 'No membership available',
          body: 'This family has no free membership right now. Ask your parent to add one, then accept again.',
        },
        409,
      ),
    );
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Accept Pat O'Neil's request" }));
    // The failure path loads the contract's error schema first (api-client.ts), which takes a moment.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This family has no free membership right now.',
    );
    expect(screen.getByRole('button', { name: "Decline Pat O'Neil's request" })).toBeEnabled();
  });

  it('shows nothing when no request waits', async () => {
    answerWith(() => json({}), []);
    renderNotice();
    await vi.waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
