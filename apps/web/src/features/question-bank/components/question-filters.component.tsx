import type { FilterOptions, QuestionStatusFilter } from '@mathwise/api-contract';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listFilterChoices, type FilterName, type QuestionFilters } from '../question-filters';

interface QuestionFiltersProps {
  filters: QuestionFilters;
  options: FilterOptions | undefined;
  onChange: (name: FilterName, value: string | null) => void;
  onReset: () => void;
}

/** Status, course, subject, topic and skill (spec 3 §2); each level lists the children of the one above. */
export function QuestionFiltersBar({ filters, options, onChange, onReset }: QuestionFiltersProps) {
  const { t } = useTranslation('question-bank');
  const choices = listFilterChoices(options, filters);
  const statusChoices: Array<{ value: QuestionStatusFilter; label: string }> = [
    { value: 'all', label: t('table.statusAll') },
    { value: 'assigned', label: t('table.statusAssigned') },
    { value: 'unassigned', label: t('table.statusUnassigned') },
  ];
  const levels: Array<{
    name: FilterName;
    label: string;
    data: Array<{ value: string; label: string }>;
    value: number | undefined;
  }> = [
    { name: 'course_id', label: t('table.course'), data: choices.courses, value: filters.course_id },
    { name: 'subject_id', label: t('table.subject'), data: choices.subjects, value: filters.subject_id },
    { name: 'topic_id', label: t('table.topic'), data: choices.topics, value: filters.topic_id },
    { name: 'skill_id', label: t('table.skill'), data: choices.skills, value: filters.skill_id },
  ];
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('table.filtersLabel')}>
      <Select
        label={t('table.status')}
        data={statusChoices}
        value={filters.status}
        onChange={(value) => onChange('status', value)}
        allowDeselect={false}
        w={150}
      />
      {levels.map((level) => (
        <Select
          key={level.name}
          label={level.label}
          placeholder={t('table.any')}
          data={level.data}
          value={level.value === undefined ? null : String(level.value)}
          onChange={(value) => onChange(level.name, value)}
          disabled={level.data.length === 0}
          clearable
          searchable
          w={200}
        />
      ))}
      <Button variant="default" onClick={onReset}>
        {t('table.resetFilters')}
      </Button>
    </Group>
  );
}
