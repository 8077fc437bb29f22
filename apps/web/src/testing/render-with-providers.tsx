import type { BootSessionUser, LearnerSkill, PaymentConfig, Subscription } from '@mathwise/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { getAuthUser, type AuthState, type AuthUser } from '../lib/auth/auth-state';
import { createEagerI18n } from '../lib/i18n';
import type { SocialProviderId } from '../lib/paths';
import { AppProviders } from '../app/providers.component';
import { RouterLinkNavigation } from '../app/router-link-navigation.component';
import { authProvidersQueryOptions } from '../features/accounts/api/use-auth-providers.query';
import { paymentConfigQueryOptions } from '../features/billing/api/use-payment-config.query';
import { subscriptionQueryKey } from '../features/billing/api/use-subscription.query';

export function buildUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    name: 'Pat Parent',
    email: 'pat@example.com',
    emailVerified: true,
    image: null,
    nickname: 'pat',
    userType: 'parent',
    roles: [],
    ...overrides,
  };
}

/** A learner as the server writes them into the app page's session block (boot session). */
export function buildBootSessionUser(overrides: Partial<BootSessionUser> = {}): BootSessionUser {
  return {
    id: 'learner-1',
    name: 'Lee Learner',
    email: 'lee@example.com',
    emailVerified: true,
    image: null,
    nickname: 'lee',
    userType: 'learner',
    roles: '',
    ...overrides,
  };
}

/** A Grade 6 Number skill with no points yet, as the skill lists answer it. */
export function buildLearnerSkill(overrides: Partial<LearnerSkill> = {}): LearnerSkill {
  return {
    skill_id: 1,
    skill_name: 'Whole numbers up to one million',
    skill_description: null,
    skill_points: 1000,
    skill_learner_points: 0,
    skill_attempts: 0,
    skill_wrong_attempts: 0,
    topic_id: 1,
    topic_name: 'Number',
    subject_id: 1,
    subject_name: 'Grade 6',
    level: 'Fundamental',
    tasks: [],
    ...overrides,
  };
}

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    user_id: 'user-1',
    status: 'active',
    subscription_plan: 2,
    number_of_children: 1,
    payment_id: 'pay-1',
    created_at: '2026-01-01T00:00:00.000Z',
    learners: [],
    empty_learners: 1,
    user_type: 'parent',
    weekly_report: true,
    newsletter: false,
    account_activity: true,
    current_subject: null,
    next_billing_date: null,
    amount_cents: 8991,
    ...overrides,
  };
}

export const authStates = {
  loading: (): AuthState => ({ status: 'loading' }),
  anonymous: (): AuthState => ({ status: 'anonymous' }),
  unverified: (): AuthState => ({ status: 'unverified', user: buildUser({ emailVerified: false }) }),
  parent: (): AuthState => ({ status: 'parent', user: buildUser() }),
  learner: (): AuthState => ({
    status: 'learner',
    user: buildUser({
      id: 'learner-1',
      name: 'Lee Learner',
      nickname: 'lee',
      email: 'lee@example.com',
      userType: 'learner',
    }),
  }),
  teacher: (): AuthState => ({
    status: 'teacher',
    user: buildUser({ id: 'teacher-1', name: 'Tess Teacher', nickname: 'tess', roles: ['teacher'] }),
  }),
};

interface RenderOptions {
  auth: AuthState;
  /** undefined: not looked up yet (spinner); null: the user has none; an object: the subscription. */
  subscription?: Subscription | null;
  authProviders?: SocialProviderId[];
  /** The card form's provider (GET /api/payment/config); the sandbox unless a test says otherwise. */
  paymentConfig?: PaymentConfig;
  /** Starting URL. */
  route?: string;
  /** The path pattern `ui` is mounted at; other paths render a `location:` marker so redirects can be asserted. */
  path?: string;
  extraRoutes?: RouteObject[];
}

/** Shows where a redirect landed. */
function LocationMarker() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` with the real providers, a memory router, and identity and server state passed in: the session as
 * context, the subscription, provider list and payment configuration seeded into the query cache (no request is
 * made or faked).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions) {
  const {
    auth,
    subscription,
    authProviders = [],
    paymentConfig = { provider: 'sandbox' },
    route = '/',
    path = '*',
    extraRoutes = [],
  } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const user = getAuthUser(auth);
  if (user && subscription !== undefined) queryClient.setQueryData(subscriptionQueryKey(user), subscription);
  queryClient.setQueryData(authProvidersQueryOptions.queryKey, authProviders);
  queryClient.setQueryData(paymentConfigQueryOptions.queryKey, paymentConfig);

  const authValue: AuthContextValue = { state: auth, refetchSession: () => Promise.resolve() };
  const routes: RouteObject[] = [
    { path, element: <RouterLinkNavigation>{ui}</RouterLinkNavigation> },
    ...extraRoutes,
    ...(path === '*' ? [] : [{ path: '*', element: <LocationMarker /> }]),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={createEagerI18n()} mantineEnv="test">
      <AuthContext.Provider value={authValue}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

interface HappyDomWindow {
  happyDOM?: { setViewport: (size: { width: number; height: number }) => void };
}

/** Resizes happy-dom's viewport so Mantine's hiddenFrom/visibleFrom media queries match a phone or a desktop. */
export function setViewport(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });
}
