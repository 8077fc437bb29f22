import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useDeleteLearner } from '../api/use-delete-learner.mutation';

interface DeleteLearnerDialogProps {
  isOpen: boolean;
  learnerUserId: string;
  learnerName: string;
  onClose: () => void;
  onDeleted: (notice: AlertMessage) => void;
}

/**
 * Confirms erasing a learner, naming what goes (everything, for good) and what stays (the membership, free again).
 * Cancel has the focus, so Enter on an opened dialog deletes nothing.
 */
export function DeleteLearnerDialog({
  isOpen,
  learnerUserId,
  learnerName,
  onClose,
  onDeleted,
}: DeleteLearnerDialogProps) {
  const { t } = useTranslation('learners');
  const deletion = useDeleteLearner();
  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const confirm = () =>
    deletion.mutate(learnerUserId, {
      onSuccess: ({ title, body }) => onDeleted({ title, body }),
    });

  let failure: string | null = null;
  if (deletion.isError) {
    failure = isApiRequestError(deletion.error) ? deletion.error.body : t('delete.failed');
  }

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('delete.title', { name: learnerName })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
    >
      <Stack>
        <Text>{t('delete.intro', { name: learnerName })}</Text>
        <List size="sm">
          <List.Item>{t('delete.account')}</List.Item>
          <List.Item>{t('delete.history')}</List.Item>
          <List.Item>{t('delete.picture')}</List.Item>
        </List>
        <Text>{t('delete.membership')}</Text>
        <Text fw={700}>{t('delete.irreversible')}</Text>
        {failure && (
          <Text role="alert" c="red.9">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={deletion.isPending} data-autofocus>
            {t('dialog.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={deletion.isPending}>
            {t('delete.confirm', { name: learnerName })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
