import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Activity {
  skill_name: string;
  created_at: string;
  attempts: number;
  wrong_attempts: number;
  topic_name?: string;
}

/** Saved rounds as a table, one row per round, the skill heading each row; the topic column only where rounds mix topics. */
export function ActivitiesTable({
  activities,
  showTopic = false,
}: {
  activities: Activity[];
  showTopic?: boolean;
}) {
  const { t, i18n } = useTranslation('progress');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={showTopic ? 480 : 420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {showTopic && <Table.Th scope="col">{t('activities.topic')}</Table.Th>}
            <Table.Th scope="col">{t('activities.skill')}</Table.Th>
            <Table.Th scope="col">{t('activities.date')}</Table.Th>
            <Table.Th scope="col">{t('activities.attempts')}</Table.Th>
            <Table.Th scope="col">{t('activities.wrong')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity, index) => (
            <Table.Tr key={`${activity.created_at}-${index}`}>
              {showTopic && <Table.Td>{activity.topic_name}</Table.Td>}
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
