import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths, type SocialProviderId } from '../../../lib/paths';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useAuthProviders } from '../api/use-auth-providers.query';
import { startSocialSignIn, toAlertMessage } from '../auth-actions';
import { usePageTitle } from '../../../lib/use-page-title';

// Spec 1 §2: auto_login accepts google or facebook only.
const AUTO_LOGIN_PROVIDERS: readonly SocialProviderId[] = ['google', 'facebook'];

function parseAutoLogin(value: string | undefined): SocialProviderId | null {
  return AUTO_LOGIN_PROVIDERS.find((provider) => provider === value) ?? null;
}

/** /pre-signup/:autoLogin?: choose parent or student, or log in; auto_login starts that social sign-in at once. */
export function PreSignupPage() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('preSignup.title'));
  const { state: auth } = useAuth();
  const autoLogin = parseAutoLogin(useParams().autoLogin);
  const { data: providers } = useAuthProviders();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const hideAlert = useCallback(() => setAlert(null), []);
  const hasStartedAutoLogin = useRef(false);
  const canAutoLogin =
    autoLogin !== null && auth.status === 'anonymous' && (providers?.includes(autoLogin) ?? false);
  const [isAutoLoginRunning, setIsAutoLoginRunning] = useState(false);

  useEffect(() => {
    if (!canAutoLogin || hasStartedAutoLogin.current) return;
    hasStartedAutoLogin.current = true;
    setIsAutoLoginRunning(true);
    void startSocialSignIn(autoLogin).then(({ error }) => {
      if (!error) return;
      setIsAutoLoginRunning(false);
      setAlert(toAlertMessage(error, { title: t('social.failedTitle'), body: t('social.failedBody') }));
    });
  }, [canAutoLogin, autoLogin, t]);

  if (auth.status === 'loading') return <PageSpinner label={tCommon('loading')} />;
  // Spec 1 §2: a signed-in user on the sign-up screen is sent to /onboarding.
  if (auth.status !== 'anonymous') return <Navigate to={paths.onboarding.build()} replace />;
  if (isAutoLoginRunning && autoLogin) {
    return <PageSpinner label={t('preSignup.startingSocial', { provider: t(`social.${autoLogin}`) })} />;
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs" ta="center">
          <Title order={1}>{t('preSignup.title')}</Title>
          <Text size="lg">{t('preSignup.intro')}</Text>
        </Stack>
        <TimedAlert message={alert} tone="error" onHide={hideAlert} closeLabel={tCommon('close')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <UserTypeCard
            icon={<IconUsers size={40} aria-hidden="true" />}
            title={t('preSignup.parentTitle')}
            body={t('preSignup.parentBody')}
            action={t('preSignup.parentAction')}
            to={paths.signUp.build('parent')}
          />
          <UserTypeCard
            icon={<IconSchool size={40} aria-hidden="true" />}
            title={t('preSignup.studentTitle')}
            body={t('preSignup.studentBody')}
            action={t('preSignup.studentAction')}
            to={paths.signUp.build('learner')}
          />
        </SimpleGrid>
        <Text ta="center">
          {t('preSignup.haveAccount')}{' '}
          <Anchor component={Link} to={paths.actionPage.build('login')}>
            {t('preSignup.login')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

interface UserTypeCardProps {
  icon: React.ReactNode;
  title: string;
  body: string;
  action: string;
  to: string;
}

function UserTypeCard({ icon, title, body, action, to }: UserTypeCardProps) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md" align="flex-start" h="100%">
        <Text c="brand.7">{icon}</Text>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text style={{ flex: 1 }}>{body}</Text>
        <Button component={Link} to={to} size="md">
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
