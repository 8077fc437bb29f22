import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';

/** /settings (spec 2 §2): the paused dialog's close target, which is the account settings page. */
export function SettingsRedirectPage() {
  return <Navigate to={paths.accountSettings.build()} replace />;
}
