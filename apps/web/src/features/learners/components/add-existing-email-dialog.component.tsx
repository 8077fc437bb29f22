import { validateLearnerEmailSchema } from '@mathwise/api-contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useValidateLearnerEmail } from '../api/use-validate-learner-email.mutation';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

const validateEmailForm = schemaResolver(validateLearnerEmailSchema, { sync: true });

/** Carried from the e-mail step to the name-and-grade step in the router's location state. */
export interface AddExistingState {
  learnerEmail: string;
}

interface AddExistingEmailDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** /my-students/add-existing: the student's e-mail, checked by the server before the next step. */
export function AddExistingEmailDialog({ isOpen, onClose }: AddExistingEmailDialogProps) {
  const { t } = useTranslation('learners');
  const navigate = useNavigate();
  const validate = useValidateLearnerEmail();
  const form = useForm({ initialValues: { student_email: '' }, validate: validateEmailForm });

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const submit = form.onSubmit(({ student_email }) => {
    if (validate.isPending) return;
    const email = student_email.trim();
    validate.mutate(email, {
      onSuccess: () => {
        const state: AddExistingState = { learnerEmail: email };
        // Opened again for the next learner, the dialog starts empty rather than holding this address.
        form.reset();
        void navigate(paths.myStudentsAddExistingNameGrade.build(), { state });
      },
      // Spec 2 §5: a non-200 answer shows the server's message on the field.
      onError: (error) => {
        form.setFieldError(
          'student_email',
          isApiRequestError(error) ? error.body : t('existing.checkFailed'),
        );
        focusFirstInvalidField();
      },
    });
  }, focusFirstInvalidField);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('existing.title')}
      centered
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('existing.intro')}</Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.getInputProps('student_email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={validate.isPending}>
              {t('dialog.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
