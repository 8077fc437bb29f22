import { Alert, Card, Container, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { subscriptionQueryKey, useSubscription } from '../../billing/api/use-subscription.query';
import { LearnerHabitSettingsCard } from '../../learners/components/learner-habit-settings.component';
import { displayLearnerName } from '../../learners/learner-name';
import { signOutUser } from '../auth-actions';
import { useHasPasswordSignIn } from '../api/use-has-password-sign-in.query';
import { AccountDetailsForm, type AccountTarget } from '../components/account-details-form.component';
import { ManageLearnersList } from '../components/manage-learners-list.component';
import { NotificationSettings } from '../components/notification-settings.component';
import { PasswordChangeForm } from '../components/password-change-form.component';
import { ProfileImageUpload } from '../components/profile-image-upload.component';

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

/**
 * /account/settings/:tab? (spec 2 §2): a parent's or learner's own settings, or (tab = a learner's user id) a parent
 * editing one of their learners.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('accounts');
  const { tab } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state: auth, refetchSession } = useAuth();
  const user = getAuthUser(auth);
  const subscriptionState = useSubscription();
  const subscription = subscriptionState.status === 'present' ? subscriptionState.subscription : null;
  const isParent = auth.status === 'parent';
  const learner = isParent && tab ? subscription?.learners.find((entry) => entry.user_id === tab) : undefined;
  const isOwnAccount = !tab || tab === user?.id;
  const passwordSignIn = useHasPasswordSignIn(isOwnAccount && user !== null);
  const [notice, setNotice] = useState<Notice | null>(null);
  usePageTitle(
    learner ? t('settings.learnerTitle', { name: displayLearnerName(learner.user) }) : t('settings.title'),
  );

  if (!user || subscriptionState.status === 'loading' || (isOwnAccount && passwordSignIn.isPending)) {
    return <PageSpinner label={t('settings.loading')} />;
  }

  // Changing one's own e-mail or password ends every session: this tab signs out and opens the login page.
  const signOutToLogin = async () => {
    await signOutUser(queryClient);
    await navigate(paths.actionPage.build('login'), { replace: true });
  };

  const refreshAfterSave = async ({ isEmailChanged }: { isEmailChanged: boolean }) => {
    if (isOwnAccount && isEmailChanged) {
      await signOutToLogin();
      return;
    }
    if (isOwnAccount) await refetchSession();
    await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) });
  };

  let target: AccountTarget | null = null;
  if (isOwnAccount) {
    target = {
      userId: user.id,
      userType: user.userType,
      name: user.name,
      email: user.email,
      grade: user.userType === 'learner' ? (subscription?.current_subject ?? null) : null,
    };
  } else if (learner) {
    target = {
      userId: learner.user_id,
      userType: 'learner',
      name: learner.user.name,
      email: learner.user.email,
      grade: learner.current_subject,
    };
  }

  if (!target) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t('settings.title')}</Title>
          <Alert color="red" role="alert" title={t('settings.notFoundTitle')}>
            {t('settings.notFoundBody')}
          </Alert>
        </Stack>
      </Container>
    );
  }

  // A social-login account has no password: its e-mail belongs to the provider (spec 2 §2).
  const isSocialLogin = isOwnAccount && passwordSignIn.data === false;
  const heading = learner
    ? t('settings.learnerTitle', { name: displayLearnerName(learner.user) })
    : t('settings.title');
  const picture = isOwnAccount ? user.image : (learner?.user.picture ?? null);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'error'}
          onHide={() => setNotice(null)}
          closeLabel={t('settings.close')}
        />
        <Card withBorder radius="lg" padding="xl">
          <ProfileImageUpload
            userId={target.userId}
            picture={picture}
            name={target.name}
            onNotice={setNotice}
            onUploaded={() => void refreshAfterSave({ isEmailChanged: false })}
          />
        </Card>
        <Card withBorder radius="lg" padding="xl">
          <AccountDetailsForm
            key={target.userId}
            target={target}
            isEmailLocked={isSocialLogin}
            isOwnAccount={isOwnAccount}
            onNotice={setNotice}
            onSaved={(result) => void refreshAfterSave(result)}
          />
        </Card>
        {learner && (
          <Card withBorder radius="lg" padding="xl">
            <LearnerHabitSettingsCard
              learnerUserId={learner.user_id}
              learnerName={displayLearnerName(learner.user)}
              onNotice={setNotice}
            />
          </Card>
        )}
        {isOwnAccount && !isSocialLogin && (
          <Card withBorder radius="lg" padding="xl">
            <PasswordChangeForm userId={user.id} onChanged={() => void signOutToLogin()} />
          </Card>
        )}
        {isOwnAccount && isParent && subscription && (
          <>
            <Card withBorder radius="lg" padding="xl">
              <NotificationSettings
                settings={{
                  weekly_report: subscription.weekly_report,
                  newsletter: subscription.newsletter,
                  account_activity: subscription.account_activity,
                }}
                onNotice={setNotice}
              />
            </Card>
            <Card withBorder radius="lg" padding="xl">
              <ManageLearnersList learners={subscription.learners} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
