import { SUBSCRIPTION_PAUSED_TITLE } from '@mathwise/api-contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

interface SubscriptionPausedDialogProps {
  isOpen: boolean;
  userType: 'parent' | 'learner';
  /** Spec 2 §2: the dialog has a close button unless hidden. */
  isCloseHidden?: boolean;
  /** What the learner's Logout does; the parent's action resumes the subscription. */
  onLogout?: () => void;
}

/**
 * The blocking 'Subscription paused' dialog (spec 2 §2). A parent is sent to resume the subscription; a learner is
 * told to ask their parent and may log out. Closing goes to /settings, since the blocked page has nothing to do.
 */
export function SubscriptionPausedDialog({
  isOpen,
  userType,
  isCloseHidden = false,
  onLogout,
}: SubscriptionPausedDialogProps) {
  const { t } = useTranslation('students');
  const navigate = useNavigate();
  const isParent = userType === 'parent';
  return (
    <Modal
      opened={isOpen}
      onClose={() => void navigate(paths.settings.build())}
      title={SUBSCRIPTION_PAUSED_TITLE}
      withCloseButton={!isCloseHidden}
      closeOnClickOutside={false}
      closeOnEscape={!isCloseHidden}
      closeButtonProps={{ 'aria-label': t('paused.close') }}
      centered
    >
      <Stack>
        <Text>{isParent ? t('paused.parentBody') : t('paused.learnerBody')}</Text>
        <Group justify="flex-end">
          {isParent ? (
            <Button onClick={() => void navigate(paths.resumeSubscription.build())}>
              {t('paused.resume')}
            </Button>
          ) : (
            <Button onClick={onLogout ?? (() => void navigate(paths.actionPage.build('logout')))}>
              {t('paused.logout')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
