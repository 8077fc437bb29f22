import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useFocusAfterBusy } from '../../../ui/use-focus-after-busy';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useResendVerification } from '../api/use-resend-verification.mutation';
import { usePageTitle } from '../../../lib/use-page-title';

type Notice = { tone: 'success' | 'error'; message: AlertMessage };

/** /email-verification (spec 1 §2): the verify screen with a resend action; verified or absent users move on. */
export function EmailVerificationPage() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const { state: auth, refetchSession } = useAuth();
  const resend = useResendVerification();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const hideNotice = useCallback(() => setNotice(null), []);
  // A verification link with a wrong or expired token comes back here with better-auth's error code; the notice
  // stays until a new link is asked for.
  const [searchParams] = useSearchParams();
  const [isLinkFailureShown, setIsLinkFailureShown] = useState(() => searchParams.has('error'));
  usePageTitle(t('emailVerification.title'));
  // Both buttons are disabled while they wait, which drops a keyboard user's focus to the page; it goes back to them.
  const resendRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(resend.isPending, resendRef);
  useFocusAfterBusy(isChecking, continueRef);

  if (auth.status === 'loading') return <PageSpinner label={tCommon('loading')} />;
  // Spec 1 §2: no user, or an e-mail already verified, goes to plan selection (whose guard routes further).
  if (auth.status !== 'unverified') return <Navigate to={paths.planSelection.build()} replace />;
  const { user } = auth;

  const handleResend = () => {
    setNotice(null);
    setIsLinkFailureShown(false);
    resend.mutate(user.id, {
      onSuccess: () =>
        setNotice({
          tone: 'success',
          message: { title: t('emailVerification.sentTitle'), body: t('emailVerification.sent') },
        }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          message: isApiRequestError(error)
            ? { title: error.title, body: error.body }
            : { title: tCommon('errors.routeTitle'), body: tCommon('errors.routeBody') },
        }),
    });
  };

  const handleContinue = async () => {
    setIsChecking(true);
    await refetchSession();
    setIsChecking(false);
    // Still unverified after the refetch (a verified session re-renders into the redirect above).
    setNotice({
      tone: 'error',
      message: { title: t('emailVerification.title'), body: t('emailVerification.stillUnverified') },
    });
  };

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={48} aria-hidden="true" color="var(--mantine-color-brand-7)" />
          <Title order={1}>{t('emailVerification.title')}</Title>
          <Text>{t('emailVerification.body', { email: user.email })}</Text>
          {isLinkFailureShown && (
            <Alert color="red" variant="light" title={t('emailVerification.linkFailedTitle')} w="100%">
              {t('emailVerification.linkFailed')}
            </Alert>
          )}
          <TimedAlert
            message={notice?.message ?? null}
            tone={notice?.tone ?? 'success'}
            onHide={hideNotice}
            closeLabel={tCommon('close')}
          />
          <Group>
            <Button ref={resendRef} onClick={handleResend} loading={resend.isPending}>
              {t('emailVerification.resend')}
            </Button>
            <Button
              ref={continueRef}
              variant="default"
              onClick={() => void handleContinue()}
              loading={isChecking}
            >
              {t('emailVerification.continue')}
            </Button>
            <Button component={Link} to={paths.actionPage.build('logout')} variant="subtle">
              {t('emailVerification.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
