import { Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import {
  useUpdateNotifications,
  type NotificationSettings as Settings,
} from '../api/use-update-notifications.mutation';

const SWITCHES = ['weekly_report', 'newsletter', 'account_activity'] as const;

interface NotificationSettingsProps {
  settings: Settings;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

/** The parent's e-mail notifications (spec 2 §2): weekly report, newsletter, account activity. */
export function NotificationSettings({ settings, onNotice }: NotificationSettingsProps) {
  const { t } = useTranslation('accounts');
  const update = useUpdateNotifications();
  const toggle = (key: (typeof SWITCHES)[number], value: boolean) => {
    update.mutate(
      { [key]: value },
      {
        onError: (error) => {
          console.error('Notification update failed', error);
          onNotice({
            tone: 'error',
            message: { title: t('settings.failedTitle'), body: t('settings.failedBody') },
          });
        },
      },
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="notifications-heading">
      <Title order={2} size="h3" id="notifications-heading">
        {t('settings.notificationsHeading')}
      </Title>
      {SWITCHES.map((key) => (
        <Switch
          key={key}
          label={t(`settings.notifications.${key}`)}
          description={t(`settings.notifications.${key}Hint`)}
          checked={
            update.isPending && update.variables[key] !== undefined
              ? Boolean(update.variables[key])
              : settings[key]
          }
          onChange={(event) => toggle(key, event.currentTarget.checked)}
          disabled={update.isPending}
        />
      ))}
    </Stack>
  );
}
