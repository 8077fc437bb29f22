import {
  accountFormSchema,
  learnerAccountFormSchema,
  ACCOUNT_UPDATED,
  ACCOUNT_UPDATE_FAILED,
} from '@mathwise/api-contract';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { combineFieldSchemas } from '../../../ui/field-schemas';
import { useFocusAfterBusy } from '../../../ui/use-focus-after-busy';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { GradeSelect } from '../../learners/components/grade-select.component';
import { useUpdateAccount } from '../api/use-update-account.mutation';
import { useValidateAccountEmail } from '../api/use-validate-account-email.mutation';

interface AccountValues {
  name: string;
  email: string;
  grade: string;
}

// The parent form has no grade: only its two fields are checked, so the unused grade value is not an error.
const validateParentForm = schemaResolver(combineFieldSchemas(accountFormSchema.shape), { sync: true });
const validateLearnerForm = schemaResolver(learnerAccountFormSchema, { sync: true });

export interface AccountTarget {
  userId: string;
  userType: 'parent' | 'learner';
  name: string;
  email: string;
  grade: number | null;
}

interface AccountDetailsFormProps {
  target: AccountTarget;
  /** Social-login accounts keep the provider's e-mail (spec 2 §2). */
  isEmailLocked: boolean;
  /** False when a parent edits their learner's account: the e-mail hint then speaks of the learner. */
  isOwnAccount: boolean;
  onSaved: (result: { isEmailChanged: boolean }) => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

const [FAILED_TITLE = 'Error', FAILED_BODY = ACCOUNT_UPDATE_FAILED] = ACCOUNT_UPDATE_FAILED.split(' - ');

/** Name, e-mail and (for a learner) grade, saved with the update-account call. */
export function AccountDetailsForm({
  target,
  isEmailLocked,
  isOwnAccount,
  onSaved,
  onNotice,
}: AccountDetailsFormProps) {
  const { t } = useTranslation('accounts');
  const isLearner = target.userType === 'learner';
  const updateAccount = useUpdateAccount();
  const checkEmail = useValidateAccountEmail();
  const form = useForm<AccountValues>({
    initialValues: {
      name: target.name,
      email: target.email,
      grade: target.grade ? String(target.grade) : '',
    },
    validate: isLearner ? validateLearnerForm : validateParentForm,
  });
  const isBusy = updateAccount.isPending || checkEmail.isPending;
  const saveRef = useRef<HTMLButtonElement>(null);
  // Save is disabled while the server answers, which drops focus to the page; a message then takes it to its field.
  useFocusAfterBusy(isBusy, saveRef);
  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const save = ({ name, email, grade }: AccountValues, isEmailChanged: boolean) => {
    const common = {
      form: { name, email },
      user_id: target.userId,
      old_email: target.email,
      old_name: target.name,
    };
    updateAccount.mutate(
      isLearner
        ? { ...common, user_type: 'learner', grade: Number(grade) }
        : { ...common, user_type: 'parent' },
      {
        onSuccess: () => {
          onNotice({
            tone: 'success',
            message: { title: t('settings.updatedTitle'), body: ACCOUNT_UPDATED },
          });
          form.resetDirty();
          onSaved({ isEmailChanged });
        },
        onError: (error) => {
          console.error('Account update failed', error);
          onNotice({ tone: 'error', message: { title: FAILED_TITLE, body: FAILED_BODY } });
        },
      },
    );
  };

  const submit = form.onSubmit((values) => {
    if (isBusy) return;
    const email = values.email.trim();
    const isEmailChanged = email.toLowerCase() !== target.email.toLowerCase();
    if (!isEmailChanged) {
      save({ ...values, email }, false);
      return;
    }
    // Spec 2 §5: the uniqueness check runs only for a changed address; its message shows when it is not 200.
    checkEmail.mutate(email, {
      onSuccess: () => save({ ...values, email }, true),
      onError: (error) => {
        form.setFieldError('email', isApiRequestError(error) ? error.body : t('settings.emailCheckFailed'));
        focusFirstInvalidField();
      },
    });
  }, focusFirstInvalidField);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="account-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-heading">
          {t('settings.accountHeading')}
        </Title>
        <TextInput
          label={t('settings.name')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('settings.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          disabled={isEmailLocked}
          description={
            isEmailLocked
              ? t('settings.emailLocked')
              : isOwnAccount
                ? t('settings.emailChangeHint')
                : t('settings.learnerEmailChangeHint', { name: target.name })
          }
          {...form.getInputProps('email')}
        />
        {isLearner && <GradeSelect {...form.getInputProps('grade')} />}
        <Button ref={saveRef} type="submit" loading={isBusy} style={{ alignSelf: 'flex-start' }}>
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}
