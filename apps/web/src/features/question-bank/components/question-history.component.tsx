import { List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuestionHistory } from '../api/use-admin-question.query';
import { formatDateTime } from '../../../ui/dates';

/** A recorded value as text: options by their labels, other values as written. */
function showValue(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (Array.isArray(value))
    return value.map((option: unknown) => showValue(readLabel(option), none)).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

function readLabel(option: unknown): unknown {
  return option && typeof option === 'object' && 'label' in option ? option.label : option;
}

/** Who changed the question, when and what (decided beyond the spec: every teacher write is recorded). */
export function QuestionHistory({ questionId }: { questionId: number }) {
  const { t } = useTranslation('question-bank');
  const history = useQuestionHistory(questionId);
  const none = t('history.none');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="question-history-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="question-history-heading">
          {t('history.heading')}
        </Title>
        {history.isPending && <Loader size="sm" aria-label={t('history.loading')} />}
        {history.data?.revisions.length === 0 && <Text>{t('history.empty')}</Text>}
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data?.revisions.map((revision) => (
            <li key={revision.id}>
              <Text fw={600}>
                {t(`history.${revision.action}`, { name: revision.changed_by.name })}
                {' · '}
                <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
              </Text>
              {revision.difficulty_changed && <Text size="sm">{t('history.difficultyChanged')}</Text>}
              <List size="sm" spacing={2}>
                {Object.entries(revision.changes).map(([field, change]) => (
                  <List.Item key={field}>
                    {t('history.change', {
                      field,
                      from: showValue(change.from, none),
                      to: showValue(change.to, none),
                    })}
                  </List.Item>
                ))}
              </List>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
