import { PASSWORD_SPECIAL_CHARACTERS, passwordChangeSchema } from '@mathwise/api-contract';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { useChangePassword } from '../api/use-change-password.mutation';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

interface PasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

const validatePasswordForm = schemaResolver(passwordChangeSchema, { sync: true });

interface PasswordChangeFormProps {
  userId: string;
  /** Every session ends on the server; the page signs this tab out and opens the login page. */
  onChanged: () => void;
}

/** Password change with the current password (spec 2 §5: 'Current password is required', 'Invalid current password.'). */
export function PasswordChangeForm({ userId, onChanged }: PasswordChangeFormProps) {
  const { t } = useTranslation('accounts');
  const changePassword = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: validatePasswordForm,
  });
  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const submit = form.onSubmit((values) => {
    if (changePassword.isPending) return;
    changePassword.mutate(
      { ...values, user_id: userId },
      {
        onSuccess: onChanged,
        onError: (error) => {
          form.setFieldError(
            'current_password',
            isApiRequestError(error) ? error.body : t('settings.passwordFailed'),
          );
          focusFirstInvalidField();
        },
      },
    );
  }, focusFirstInvalidField);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="password-heading">
          {t('settings.passwordHeading')}
        </Title>
        <PasswordInput
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('settings.newPassword')}
          description={t('fields.passwordHint', { specials: PASSWORD_SPECIAL_CHARACTERS })}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('settings.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
