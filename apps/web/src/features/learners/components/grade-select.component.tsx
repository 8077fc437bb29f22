import { COURSE_ID } from '@mathwise/api-contract';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subjectsQueryOptions } from '../../curriculum/api/use-subjects.query';

type GradeSelectProps = Omit<SelectProps, 'data'>;

/** The grades (the course's subjects: Grade 6, 7, 8) as a select whose value is the subject id. */
export function GradeSelect(props: GradeSelectProps) {
  const { t } = useTranslation('learners');
  const grades = useQuery(subjectsQueryOptions(COURSE_ID));
  return (
    <Select
      label={t('fields.grade')}
      placeholder={grades.isPending ? t('fields.gradeLoading') : t('fields.gradePlaceholder')}
      data={(grades.data ?? []).map((grade) => ({ value: String(grade.id), label: grade.name }))}
      withAsterisk
      allowDeselect={false}
      {...props}
    />
  );
}
