import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSubscription } from '../../features/billing/api/use-subscription.query';
import { PageSpinner } from '../../ui/page-spinner.component';
import { useAuth } from '../../lib/auth/auth-context';
import { decideGuardRedirect } from './guard-redirect';
import { RestrictedAccess } from './restricted-access.component';

/** Wraps every protected page: applies `decideGuardRedirect` to the live auth and subscription state. */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const subscription = useSubscription();
  const { pathname } = useLocation();
  const decision = decideGuardRedirect({ auth: auth.status, subscription: subscription.status }, pathname);

  switch (decision.kind) {
    case 'spinner':
      return <PageSpinner label={t('loading')} />;
    case 'restricted':
      return <RestrictedAccess />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return children;
  }
}
