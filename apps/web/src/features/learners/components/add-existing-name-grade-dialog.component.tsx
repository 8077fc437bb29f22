import { learnerNameGradeSchema, type Learner, type Subscription } from '@mathwise/api-contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useAddExistingLearner } from '../api/use-add-existing-learner.mutation';
import { GradeSelect } from './grade-select.component';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

interface NameGradeValues {
  student_name: string;
  student_grade: string;
}

const validateNameGrade = schemaResolver(learnerNameGradeSchema, { sync: true });

interface AddExistingNameGradeDialogProps {
  isOpen: boolean;
  learnerEmail: string;
  subscription: Subscription;
  onClose: () => void;
  /** Called with the server's notice; the learner joins once they accept the request in their own account. */
  onAdded: (notice: AlertMessage, learner: Learner | null) => void;
}

/** /my-students/add-existing/name-grade: the student's name and grade, then the connection. */
export function AddExistingNameGradeDialog({
  isOpen,
  learnerEmail,
  subscription,
  onClose,
  onAdded,
}: AddExistingNameGradeDialogProps) {
  const { t } = useTranslation('learners');
  const addExisting = useAddExistingLearner();
  const form = useForm<NameGradeValues>({
    initialValues: { student_name: '', student_grade: '' },
    validate: validateNameGrade,
  });

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const submit = form.onSubmit(({ student_name, student_grade }) => {
    if (addExisting.isPending) return;
    addExisting.mutate(
      {
        subscription: subscription.id,
        student_email: learnerEmail,
        student_name,
        student_grade: Number(student_grade),
      },
      {
        onSuccess: ({ title, body, learner }) => onAdded({ title, body }, learner),
        onError: (error) =>
          form.setErrors({
            student_name: isApiRequestError(error) ? error.body : t('existing.addFailed'),
          }),
      },
    );
  }, focusFirstInvalidField);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('existing.nameGradeTitle')}
      centered
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('existing.connecting', { email: learnerEmail })}</Text>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('student_name')}
          />
          <GradeSelect {...form.getInputProps('student_grade')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={addExisting.isPending}>
              {t('existing.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
