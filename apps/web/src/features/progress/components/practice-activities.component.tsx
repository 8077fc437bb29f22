import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { NO_ACTIVITIES } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { usePracticeActivities } from '../api/use-practice-activities.query';

/** The Practice Activities list of a topic: saved rounds, newest first, or the spec's empty state (spec 3 §8). */
export function PracticeActivities({ topicId, learnerId }: { topicId: number; learnerId: string }) {
  const { t, i18n } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  const activities = usePracticeActivities(topicId, learnerId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (activities.isPending) body = <PageSpinner label={tCommon('loading')} isInline />;
  else if (activities.isError) body = <Text>{t('loadFailedBody')}</Text>;
  else if (activities.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text>{t('activities.empty', { defaultValue: NO_ACTIVITIES })}</Text>
      </Paper>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('activities.skill')}</Table.Th>
              <Table.Th scope="col">{t('activities.date')}</Table.Th>
              <Table.Th scope="col">{t('activities.attempts')}</Table.Th>
              <Table.Th scope="col">{t('activities.wrong')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {activities.data.map((activity, index) => (
              <Table.Tr key={`${activity.created_at}-${index}`}>
                <Table.Th scope="row" fw={600}>
                  {activity.skill_name}
                </Table.Th>
                <Table.Td>{date.format(new Date(activity.created_at))}</Table.Td>
                <Table.Td>{activity.attempts}</Table.Td>
                <Table.Td>{activity.wrong_attempts}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={`activities-${topicId}`}>
      <Title order={2} size="h3" id={`activities-${topicId}`}>
        {t('activities.title')}
      </Title>
      {body}
    </Stack>
  );
}
