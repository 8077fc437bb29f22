import { PASSWORD_SPECIAL_CHARACTERS, signUpSchema, type UserType } from '@mathwise/api-contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authClient } from '../../../lib/auth/auth-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { toAlertMessage } from '../auth-actions';
import { SocialSignInButtons } from './social-sign-in-buttons.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

interface SignUpFormValues {
  name: string;
  email: string;
  password: string;
  userType: UserType;
}

/** Where the verification link went, once sign-up has answered (decision 020: it signs no one in). */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('signUp.checkInboxTitle')}
        </Title>
        <Text>{t('signUp.checkInboxBody', { email })}</Text>
        <Button component={Link} to={paths.actionPage.build('login')}>
          {t('signUp.login')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Our own sign-up screen: the shared schema validates here exactly as the server does. */
export function SignUpForm({
  userType,
  onCheckInbox,
}: {
  userType: UserType;
  /** Sign-up signed no one in: the page says where the link went (kept by the page, above its session spinner). */
  onCheckInbox: (email: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { refetchSession } = useAuth();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const hideAlert = useCallback(() => setAlert(null), []);
  const form = useForm<SignUpFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', userType },
    validate: schemaResolver(signUpSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const isLearner = userType === 'learner';
  usePageTitle(isLearner ? t('signUp.learnerTitle') : t('signUp.parentTitle'));

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const handleSubmit = async (values: SignUpFormValues) => {
    setAlert(null);
    const email = values.email.trim();
    const { data, error } = await authClient.signUp.email({
      name: values.name,
      email,
      password: values.password,
      userType,
      callbackURL: paths.emailVerification.build(),
    });
    if (error) {
      setAlert(toAlertMessage(error, { title: t('signUp.failedTitle'), body: t('signUp.failedBody') }));
      return;
    }
    // With a session the verify screen takes over; when the server signs no one in before verification,
    // say where the link went instead of sending the visitor to a page that needs a session.
    if (data.token) {
      await refetchSession();
      await navigate(paths.emailVerification.build(), { replace: true });
    } else {
      onCheckInbox(email);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {isLearner ? t('signUp.learnerTitle') : t('signUp.parentTitle')}
        </Title>
        {isLearner && (
          <Alert variant="light" color="brand">
            {t('signUp.learnerNote')}
          </Alert>
        )}
        <TimedAlert message={alert} tone="error" onHide={hideAlert} closeLabel={tCommon('close')} />
        <form ref={formRef} onSubmit={form.onSubmit(handleSubmit, focusFirstInvalidField)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('fields.name')}
              autoComplete="name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('fields.password')}
              description={t('fields.passwordHint', { specials: PASSWORD_SPECIAL_CHARACTERS })}
              autoComplete="new-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={form.submitting} fullWidth mt="xs">
              {t('signUp.submit')}
            </Button>
          </Stack>
        </form>
        <SocialSignInButtons onError={setAlert} userType={userType} />
        <Text ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.actionPage.build('login')}>
            {t('signUp.login')}
          </Anchor>
        </Text>
        <Anchor component={Link} to={paths.signUp.build(isLearner ? 'parent' : 'learner')} ta="center">
          {isLearner ? t('signUp.otherTypeLearner') : t('signUp.otherType')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
