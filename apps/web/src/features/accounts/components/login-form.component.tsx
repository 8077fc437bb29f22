import { signInSchema } from '@mathwise/api-contract';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
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

interface LoginFormValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** False when a provider reported 'Unsupported' (spec 1 §2): the login screen then offers no sign-up. */
  isSignUpAllowed: boolean;
  /** An error passed back by a social provider in the URL (better-auth's errorCallbackURL adds `?error=`). */
  providerError: string | null;
  /** The verification link was opened outside the browser that signed up: the address is verified, log in. */
  isEmailJustVerified?: boolean;
}

/** Spec 1 §2 "/action-page/login": e-mail and password, a link to sign up, and the configured social sign-ins. */
export function LoginForm({ isSignUpAllowed, providerError, isEmailJustVerified = false }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { refetchSession } = useAuth();
  usePageTitle(t('login.title'));
  const [alert, setAlert] = useState<AlertMessage | null>(() =>
    providerError
      ? { title: t('login.providerErrorTitle'), body: t('login.providerErrorBody', { error: providerError }) }
      : null,
  );
  const hideAlert = useCallback(() => setAlert(null), []);
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const handleSubmit = async (values: LoginFormValues) => {
    setAlert(null);
    const { error } = await authClient.signIn.email({
      email: values.email.trim(),
      password: values.password,
    });
    if (error) {
      setAlert(toAlertMessage(error, { title: t('login.failedTitle'), body: t('login.failedBody') }));
      return;
    }
    // Wait for the new session before leaving, so the action page routes by the signed-in role and not by the
    // anonymous state it would otherwise still see for a moment.
    await refetchSession();
    await navigate(paths.actionPage.build(), { replace: true });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        {!isSignUpAllowed && <Text>{t('login.signUpPrevented')}</Text>}
        {isEmailJustVerified && <Text role="status">{t('login.emailVerified')}</Text>}
        <TimedAlert message={alert} tone="error" onHide={hideAlert} closeLabel={tCommon('close')} />
        <form ref={formRef} onSubmit={form.onSubmit(handleSubmit, focusFirstInvalidField)} noValidate>
          <Stack gap="sm">
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
              autoComplete="current-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={form.submitting} fullWidth mt="xs">
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        <SocialSignInButtons onError={setAlert} />
        {isSignUpAllowed && (
          <Text ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.preSignup.build()}>
              {t('login.signUp')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
