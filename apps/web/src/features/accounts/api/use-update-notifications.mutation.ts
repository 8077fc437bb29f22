import type { NotificationSettingsRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from '../../billing/api/use-subscription.query';

export interface NotificationSettings {
  weekly_report: boolean;
  newsletter: boolean;
  account_activity: boolean;
}

/** POST /api/accountSettings/notifications/: the parent's e-mail switches, stored on the subscription. */
export function updateNotifications(body: NotificationSettingsRequest): Promise<NotificationSettings> {
  return requestApi<NotificationSettings>('/api/accountSettings/notifications/', { method: 'POST', body });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: updateNotifications,
    onSettled: async () => {
      if (user) await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) });
    },
  });
}
