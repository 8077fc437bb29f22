import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SUBSCRIPTION_PAUSED_TITLE } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

interface PausedSubscriptionDialogProps {
  opened: boolean;
  onClose: () => void;
  userType: 'parent' | 'learner';
}

/**
 * Spec 3 §2 "Paused-subscription dialog": a blocking dialog titled 'Subscription paused'. A learner is told to ask
 * their parent and the action is Logout; a parent's action resumes the subscription.
 */
export function PausedSubscriptionDialog({ opened, onClose, userType }: PausedSubscriptionDialogProps) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const isLearner = userType === 'learner';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('paused.title', { defaultValue: SUBSCRIPTION_PAUSED_TITLE })}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('paused.close') }}
    >
      <Stack gap="md">
        <Text>{isLearner ? t('paused.learnerBody') : t('paused.parentBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('paused.close')}
          </Button>
          {isLearner ? (
            <Button color="red" onClick={() => void navigate(paths.actionPage.build('logout'))}>
              {t('paused.logout')}
            </Button>
          ) : (
            <Button onClick={() => void navigate(paths.membershipAndBilling.build())}>
              {t('paused.resume')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
