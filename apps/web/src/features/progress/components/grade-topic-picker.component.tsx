import { Box, Button, Group, Select, SegmentedControl, Stack } from '@mantine/core';
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

/** Spec 3 §2: "A grade (subject) selector and topic buttons or dropdown": buttons on wide screens, a list on a phone. */
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
        <Select
          label={t('picker.topic')}
          value={topicId === undefined ? null : String(topicId)}
          onChange={(value) => value && onTopicChange(Number(value))}
          data={topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
          allowDeselect={false}
        />
      </Box>
    </Stack>
  );
}
