import { LEAVE_WARNING } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, type Blocker } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { LeaveWarningDialog } from '../../../ui/leave-warning-dialog.component';
import { SubscriptionPausedDialog } from '../../billing/components/subscription-paused-dialog.component';

/**
 * The two questions a running test or round can ask: the leave warning (spec 3 §8) and, when the subscription is
 * paused, the blocking paused dialog, whose close returns to My Practice because nothing here can go on.
 */
export function RoundDialogs({
  blocker,
  onLeave,
  isPausedOpen,
  onPausedClose,
}: {
  blocker: Blocker;
  onLeave?: () => void;
  isPausedOpen: boolean;
  onPausedClose: () => void;
}) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const { state: auth } = useAuth();
  return (
    <>
      <LeaveWarningDialog
        blocker={blocker}
        title={t('leave.title')}
        body={t('leave.body', { defaultValue: LEAVE_WARNING })}
        stayLabel={t('leave.stay')}
        leaveLabel={t('leave.leave')}
        {...(onLeave ? { onLeave } : {})}
      />
      <SubscriptionPausedDialog
        isOpen={isPausedOpen}
        onClose={() => {
          onPausedClose();
          void navigate(paths.myPractice.build());
        }}
        userType={auth.status === 'parent' ? 'parent' : 'learner'}
      />
    </>
  );
}
