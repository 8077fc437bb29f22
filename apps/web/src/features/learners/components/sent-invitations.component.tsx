import type { SentFamilyInvitationStatus } from '@mathwise/api-contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/dates';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useSentFamilyInvitations } from '../api/use-family-invitations.query';

const STATUS_COLOURS: Record<SentFamilyInvitationStatus, string> = {
  pending: 'yellow.9',
  accepted: 'green.9',
  declined: 'red.9',
  expired: 'gray.7',
};

/**
 * The parent's requests to connect existing learners and where each stands (docs/decisions/018): waiting until the
 * learner answers in their own account, then accepted or declined, or expired. Hidden while there are none.
 */
export function SentInvitations() {
  const { t } = useTranslation('learners');
  const invitations = useSentFamilyInvitations();
  if (invitations.isPending) return <PageSpinner label={t('sent.loading')} isInline />;
  if (invitations.isError) return <Text role="alert">{t('sent.loadFailed')}</Text>;
  if (invitations.data.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sent-invitations-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sent-invitations-heading">
          {t('sent.title')}
        </Title>
        <Text size="sm">{t('sent.intro')}</Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {invitations.data.map((invitation) => (
            <Group component="li" key={invitation.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{invitation.student_name}</Text>
                <Text size="sm" c="dimmed">
                  {invitation.student_email} · {t('sent.sentOn', { date: formatDate(invitation.created_at) })}
                </Text>
              </Stack>
              <Badge color={STATUS_COLOURS[invitation.status]} variant="outline">
                {t(`sent.status.${invitation.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
