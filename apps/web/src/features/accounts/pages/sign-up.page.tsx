import { userTypeSchema } from '@mathwise/api-contract';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useSubscription } from '../../billing/api/use-subscription.query';
import { CheckInbox, SignUpForm } from '../components/sign-up-form.component';

/** /sign-up/:userType?screen_hint=signup: our sign-up screen for a parent or a student (spec 1 §2). */
export function SignUpPage() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const subscription = useSubscription();
  const parsedUserType = userTypeSchema.safeParse(useParams().userType);
  const [searchParams] = useSearchParams();
  // Kept here, above the session spinner: the auth client rereads the session after sign-up, and the form below
  // unmounts while it loads.
  const [checkInboxEmail, setCheckInboxEmail] = useState<string | null>(null);

  if (!parsedUserType.success) return <Navigate to={paths.preSignup.build()} replace />;
  if (checkInboxEmail !== null)
    return (
      <Container size="sm" py="xl">
        <CheckInbox email={checkInboxEmail} />
      </Container>
    );
  // Spec 1 §2: the screen hint picks sign-up or login; a login hint belongs on the login screen.
  if (searchParams.get('screen_hint') === 'login')
    return <Navigate to={paths.actionPage.build('login')} replace />;
  if (auth.status === 'loading') return <PageSpinner label={t('loading')} />;

  if (auth.status === 'learner') {
    // Spec 1 §2 student variant: a subscribed learner goes to practice; otherwise the parent must add the account.
    if (subscription.status === 'loading') return <PageSpinner label={t('loading')} />;
    if (subscription.status === 'present') return <Navigate to={paths.myPractice.build()} replace />;
    return <LearnerNeedsParent email={auth.user.email} />;
  }
  // Spec 1 §2: a signed-in user on the sign-up screen is sent to /onboarding.
  if (auth.status !== 'anonymous') return <Navigate to={paths.onboarding.build()} replace />;

  return (
    <Container size="sm" py="xl">
      <SignUpForm
        key={parsedUserType.data}
        userType={parsedUserType.data}
        onCheckInbox={setCheckInboxEmail}
      />
    </Container>
  );
}

function LearnerNeedsParent({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signUp.learnerNeedsParentTitle')}
          </Title>
          <Text>{t('signUp.learnerNeedsParentBody', { email })}</Text>
          <Group>
            {/* The parent signs in on this device after the learner's session ends; logout lands on the login screen. */}
            <Button component={Link} to={paths.actionPage.build('logout')}>
              {t('signUp.parentLogin')}
            </Button>
            <Button component={Link} to={paths.logoutToParentSignUp.build()} variant="default">
              {t('signUp.parentSignUp')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
