import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';

/** /resume-subscription (spec 2 §2): the paused dialog's target; the membership page runs the resume flow. */
export function ResumeSubscriptionPage() {
  return <Navigate to={paths.membershipAndBillingResume.build()} replace />;
}
