import { SUBSCRIPTION_PAUSED_TITLE } from '@mathwise/api-contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { LazyModal } from '../../../ui/lazy-modal.component';

interface SubscriptionPausedDialogProps {
  isOpen: boolean;
  userType: 'parent' | 'learner';
  /** Where closing leads depends on the page: a blocked page leaves it, a page whose buttons opened it stays. */
  onClose: () => void;
  /** Spec 3 §4: the dialog has a close button unless hidden. */
  isCloseHidden?: boolean;
}

/**
 * The blocking 'Subscription paused' dialog (spec 2 §2, spec 3 §4), one for every page that shows it: the students
 * page, My Practice, and a diagnostic or round the server refused. A parent is sent to resume the subscription; a
 * learner is told to ask their parent, and the action logs them out.
 */
export function SubscriptionPausedDialog({
  isOpen,
  userType,
  onClose,
  isCloseHidden = false,
}: SubscriptionPausedDialogProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const isParent = userType === 'parent';
  return (
    <LazyModal
      opened={isOpen}
      onClose={onClose}
      title={SUBSCRIPTION_PAUSED_TITLE}
      withCloseButton={!isCloseHidden}
      closeOnClickOutside={false}
      closeOnEscape={!isCloseHidden}
      closeButtonProps={{ 'aria-label': t('subscriptionPaused.close') }}
      centered
    >
      <Stack>
        <Text>{isParent ? t('subscriptionPaused.parentBody') : t('subscriptionPaused.learnerBody')}</Text>
        <Group justify="flex-end">
          {isParent ? (
            <Button onClick={() => void navigate(paths.resumeSubscription.build())}>
              {t('subscriptionPaused.resume')}
            </Button>
          ) : (
            <Button onClick={() => void navigate(paths.actionPage.build('logout'))}>
              {t('subscriptionPaused.logout')}
            </Button>
          )}
        </Group>
      </Stack>
    </LazyModal>
  );
}
