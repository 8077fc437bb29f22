import { Box, Button, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import type { LearnerSubject, LearnerTopic } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';

interface GradeTopicPickerProps {
  subjects: LearnerSubject[];
  subjectId: number;
  onSubjectChange: (subjectId: number) => void;
  topics: LearnerTopic[];
  topicId: number | undefined;
  onTopicChange: (topicId: number) => void;
}

/**
 * Spec 3 §2: "A grade (subject) selector and topic buttons or dropdown": buttons on wide screens, a list on a phone.
 * The phone's list is the browser's own: the phone's native picker, and nothing to position or portal when the page
 * starts, where a Mantine Select renders its hidden options and measures them as soon as it mounts.
 */
export function GradeTopicPicker({
  subjects,
  subjectId,
  onSubjectChange,
  topics,
  topicId,
  onTopicChange,
}: GradeTopicPickerProps) {
  const { t } = useTranslation('progress');
  return (
    <Stack gap="sm">
      {subjects.length > 1 && (
        <SegmentedControl
          aria-label={t('picker.grade')}
          value={String(subjectId)}
          onChange={(value) => onSubjectChange(Number(value))}
          data={subjects.map((subject) => ({ value: String(subject.id), label: subject.name }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Box visibleFrom="sm">
        <Group gap="xs" role="group" aria-label={t('picker.topic')}>
          {topics.map((topic) => (
            <Button
              key={topic.id}
              size="compact-md"
              variant={topic.id === topicId ? 'filled' : 'default'}
              aria-pressed={topic.id === topicId}
              onClick={() => onTopicChange(topic.id)}
            >
              {topic.name}
            </Button>
          ))}
        </Group>
      </Box>
      <Box hiddenFrom="sm">
        <NativeSelect
          label={t('picker.topic')}
          value={topicId === undefined ? '' : String(topicId)}
          onChange={(event) => onTopicChange(Number(event.currentTarget.value))}
          data={topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
        />
      </Box>
    </Stack>
  );
}
