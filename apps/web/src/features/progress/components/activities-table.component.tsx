import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/dates';

interface Activity {
  skill_name: string;
  created_at: string;
  attempts: number;
  wrong_attempts: number;
  /** A skill's diagnostic and its practice rounds are labelled apart (older answers carry no kind). */
  kind?: 'practice' | 'diagnostic';
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
  const { t } = useTranslation('progress');
  return (
    // On a phone the table scrolls sideways: its scrolling box takes keyboard focus, named, so a keyboard can scroll
    // it too (axe scrollable-region-focusable, seen at 390 px).
    <Table.ScrollContainer
      minWidth={showTopic ? 580 : 520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t('activities.title') } }}
    >
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {showTopic && <Table.Th scope="col">{t('activities.topic')}</Table.Th>}
            <Table.Th scope="col">{t('activities.skill')}</Table.Th>
            <Table.Th scope="col">{t('activities.kind')}</Table.Th>
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
              <Table.Td>
                {activity.kind && (
                  <Text span size="sm" fw={activity.kind === 'diagnostic' ? 700 : 400}>
                    {t(`activities.kinds.${activity.kind}`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(activity.created_at)}</Table.Td>
              <Table.Td>{activity.attempts}</Table.Td>
              <Table.Td>{activity.wrong_attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
