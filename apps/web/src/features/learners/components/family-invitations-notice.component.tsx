import type { FamilyInvitation } from '@mathwise/api-contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useAnswerFamilyInvitation, useFamilyInvitations } from '../api/use-family-invitations.query';

function InvitationCard({
  invitation,
  onAnswered,
}: {
  invitation: FamilyInvitation;
  onAnswered: (notice: AlertMessage) => void;
}) {
  const { t } = useTranslation('learners');
  const answer = useAnswerFamilyInvitation();
  const [error, setError] = useState<string | null>(null);
  const headingId = `family-invitation-${invitation.id}`;
  const send = (choice: 'accept' | 'decline') => {
    if (answer.isPending) return;
    setError(null);
    answer.mutate(
      { id: invitation.id, answer: choice },
      {
        onSuccess: onAnswered,
        onError: (failure) =>
          setError(isApiRequestError(failure) ? failure.body : t('invitation.answerFailed')),
      },
    );
  };
  const parent = invitation.parent_name;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId} bg="brand.0">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={24} aria-hidden="true" />
          <Title order={2} size="h4" id={headingId}>
            {t('invitation.title', { parent })}
          </Title>
        </Group>
        <Text>
          {t('invitation.body', { parent, email: invitation.parent_email, name: invitation.student_name })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('invitation.consequences', { parent })}
        </Text>
        {error && (
          <Text role="alert" c="red.8">
            {error}
          </Text>
        )}
        <Group>
          <Button
            onClick={() => send('accept')}
            loading={answer.isPending && answer.variables.answer === 'accept'}
            disabled={answer.isPending}
            aria-label={t('invitation.acceptLabel', { parent })}
          >
            {t('invitation.accept')}
          </Button>
          <Button
            variant="default"
            onClick={() => send('decline')}
            loading={answer.isPending && answer.variables.answer === 'decline'}
            disabled={answer.isPending}
            aria-label={t('invitation.declineLabel', { parent })}
          >
            {t('invitation.decline')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A learner's answer to the parents who ask to connect their account (docs/decisions/018): nothing changes for the
 * learner until they accept here, in their own session. Shows nothing while loading or when no request waits.
 */
export function FamilyInvitationsNotice() {
  const { t } = useTranslation('learners');
  const invitations = useFamilyInvitations();
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  if (!notice && !invitations.isError && !invitations.data?.length) return null;
  return (
    <Stack gap="md" w="100%">
      <TimedAlert
        message={notice}
        tone="success"
        onHide={() => setNotice(null)}
        closeLabel={t('dialog.close')}
      />
      {invitations.isError && (
        <Alert color="red" role="alert" title={t('invitation.loadFailedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('invitation.loadFailed')}</Text>
            <Button variant="light" color="red" onClick={() => void invitations.refetch()}>
              {t('invitation.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {invitations.data?.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} onAnswered={setNotice} />
      ))}
    </Stack>
  );
}
