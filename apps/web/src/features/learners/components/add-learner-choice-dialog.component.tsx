import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface AddLearnerChoiceDialogProps {
  isOpen: boolean;
  slotsLeft: number;
  onClose: () => void;
}

/** /my-students/add-student: connect an existing student or create a new one, with the memberships left. */
export function AddLearnerChoiceDialog({ isOpen, slotsLeft, onClose }: AddLearnerChoiceDialogProps) {
  const { t } = useTranslation('learners');
  const hasSlots = slotsLeft > 0;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('choice.title')}
      centered
    >
      <Stack>
        <Text fw={600}>{t('choice.slotsLeft', { count: slotsLeft })}</Text>
        {hasSlots ? (
          <>
            <Button component={Link} to={paths.myStudentsAddExisting.build()} variant="outline">
              {t('choice.connectExisting')}
            </Button>
            <Button component={Link} to={paths.myStudentsAddNew.build()}>
              {t('choice.createNew')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('choice.noSlots')}</Text>
            <Button component={Link} to={paths.addMembership.build()}>
              {t('choice.addMembership')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
