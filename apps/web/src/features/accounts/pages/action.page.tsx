import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { LOGOUT_NEXT_PARAM, LOGOUT_NEXT_PARENT_SIGN_UP, paths } from '../../../lib/paths';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useSubscription } from '../../billing/api/use-subscription.query';
import { signOutUser } from '../auth-actions';
import { LoginForm } from '../components/login-form.component';
import { decidePostLoginDestination } from '../post-login-destination';

/**
 * /action-page/:action? (and /onboarding): 'login' shows the login form, 'logout' signs out, anything else routes
 * the signed-in user to their home (spec 1 §2 "Action page").
 */
export function ActionPage() {
  const { action } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Spec 1 §2: a URL containing 'Unsupported' shows the login screen with sign-up prevented.
  const isUnsupported = `${location.pathname}${location.search}`.includes('Unsupported');

  if (action === 'logout') {
    const next =
      searchParams.get(LOGOUT_NEXT_PARAM) === LOGOUT_NEXT_PARENT_SIGN_UP
        ? paths.signUp.build('parent')
        : paths.actionPage.build('login');
    return <LogoutRunner next={next} />;
  }
  if (action === 'login' || isUnsupported) {
    return (
      <LoginScreen
        isSignUpAllowed={!isUnsupported}
        providerError={searchParams.get('error')}
        isEmailJustVerified={searchParams.get('email_verified') === 'true'}
      />
    );
  }
  return <PostLoginRedirect />;
}

function LoginScreen({
  isSignUpAllowed,
  providerError,
  isEmailJustVerified,
}: {
  isSignUpAllowed: boolean;
  providerError: string | null;
  isEmailJustVerified: boolean;
}) {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  if (auth.status === 'loading') return <PageSpinner label={t('loading')} />;
  // Already signed in: nothing to log into, go home instead.
  if (auth.status !== 'anonymous') return <Navigate to={paths.actionPage.build()} replace />;
  return (
    <Container size="sm" py="xl">
      <LoginForm
        isSignUpAllowed={isSignUpAllowed}
        providerError={providerError}
        isEmailJustVerified={isEmailJustVerified}
      />
    </Container>
  );
}

function LogoutRunner({ next }: { next: string }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; sign out once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOutUser(queryClient).finally(() => navigate(next, { replace: true }));
  }, [queryClient, navigate, next]);

  return <PageSpinner label={t('logout.inProgress')} />;
}

function PostLoginRedirect() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const subscription = useSubscription();
  const destination = decidePostLoginDestination(auth.status, subscription.status);
  if (destination === null) return <PageSpinner label={t('loading')} />;
  return <Navigate to={destination} replace />;
}
