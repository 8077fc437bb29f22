import {
  newLearnerFormSchema,
  PASSWORD_SPECIAL_CHARACTERS,
  learnerGradeSchema,
  type Learner,
  type Subscription,
} from '@mathwise/api-contract';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { combineFieldSchemas } from '../../../ui/field-schemas';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useValidateAccountEmail } from '../../accounts/api/use-validate-account-email.mutation';
import { useAddNewLearner } from '../api/use-add-new-learner.mutation';
import { useWelcomeEmail } from '../api/use-welcome-email.mutation';
import { GradeSelect } from './grade-select.component';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

interface NewLearnerValues {
  name: string;
  email: string;
  password: string;
  grade: string;
}

const newLearnerValidator = schemaResolver(
  combineFieldSchemas({ ...newLearnerFormSchema.shape, grade: learnerGradeSchema }),
  { sync: true },
);

interface AddNewLearnerDialogProps {
  isOpen: boolean;
  subscription: Subscription;
  onClose: () => void;
  /** Called with the server's notice and the learner just created. */
  onAdded: (notice: AlertMessage, learner: Learner | null) => void;
}

/** /my-students/add-new: creates the learner's account; on 200 the page goes back to /my-students and reloads. */
export function AddNewLearnerDialog({ isOpen, subscription, onClose, onAdded }: AddNewLearnerDialogProps) {
  const { t } = useTranslation('learners');
  const addNew = useAddNewLearner();
  const checkEmail = useValidateAccountEmail();
  const requestWelcomeEmail = useWelcomeEmail();
  const form = useForm<NewLearnerValues>({
    initialValues: { name: '', email: '', password: '', grade: '' },
    validate: newLearnerValidator,
  });

  const isBusy = addNew.isPending || checkEmail.isPending;
  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const showServerError = (error: unknown) => {
    form.setFieldError('email', isApiRequestError(error) ? error.body : t('new.addFailed'));
    focusFirstInvalidField();
  };

  const submit = form.onSubmit(({ name, email, password, grade }) => {
    if (isBusy) return;
    const address = email.trim();
    // Spec 2 §5: the create form checks the e-mail with the account-settings call before creating anything.
    checkEmail.mutate(address, {
      onError: showServerError,
      onSuccess: () =>
        addNew.mutate(
          { form: { name, email: address, password }, grade: Number(grade), subscription: subscription.id },
          {
            onSuccess: ({ title, body, learner }) => {
              if (learner) requestWelcomeEmail(learner.user.email);
              // The dialog stays mounted for the next learner: it must open empty, not with this one's details.
              form.reset();
              onAdded({ title, body }, learner);
            },
            onError: showServerError,
          },
        ),
    });
  }, focusFirstInvalidField);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('new.title')}
      centered
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('fields.passwordHint', { specials: PASSWORD_SPECIAL_CHARACTERS })}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <GradeSelect {...form.getInputProps('grade')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={isBusy}>
              {t('new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
