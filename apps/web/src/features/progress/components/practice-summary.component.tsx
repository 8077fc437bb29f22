import { Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { PROGRESS_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AverageBarChart } from '../../../ui/average-bar-chart.component';
import { formatChartDay, formatDuration } from '../../../ui/dates';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useTopicPracticeSummary, type DayRange } from '../api/use-topic-practice-summary.query';
import { buildGraphBars, nameLevelValue, SUMMARY_METRICS, type SummaryMetric } from '../summary-graph';
import { PracticeActivities } from './practice-activities.component';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_HOUR = 3_600_000;

function todayInToronto(): string {
  // Server days are Toronto days (spec's learners are in Ontario); en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/**
 * The Summary tab (spec 3 §2): a date range, four selectable summary boxes, the selected box's graph padded to 15
 * bars with the 2500 average line on points, and the topic's Practice Activities. Read-only, so the parent's
 * summary page shows the same view.
 */
export function PracticeSummaryView({ topicId, learnerId }: { topicId: number; learnerId: string }) {
  const { t, i18n } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  const [range, setRange] = useState<DayRange>({});
  const [metric, setMetric] = useState<SummaryMetric>('points');
  const summary = useTopicPracticeSummary(topicId, learnerId, range);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  // What the reader typed in each date field; the range only takes a complete YYYY-MM-DD day.
  const [typed, setTyped] = useState<Record<keyof DayRange, string>>({ from: '', to: '' });
  const isRangeInvalid = range.from !== undefined && range.to !== undefined && range.from > range.to;

  const setEnd = (end: keyof DayRange, value: string) => {
    setTyped((current) => ({ ...current, [end]: value }));
    setRange((current) => ({ ...current, [end]: DAY_PATTERN.test(value) ? value : undefined }));
  };
  const dateError = (end: keyof DayRange) =>
    typed[end] !== '' && !DAY_PATTERN.test(typed[end]) ? t('summary.dateInvalid') : undefined;

  const formatValue = (value: number) =>
    metric === 'levels'
      ? nameLevelValue(value)
        ? t(`levels.${nameLevelValue(value)}`)
        : t('summary.noLevel')
      : number.format(value);

  let body;
  if (summary.isPending) body = <PageSpinner label={tCommon('loading')} isInline />;
  else if (summary.isError) body = <Text>{t('loadFailedBody')}</Text>;
  else {
    const values = summary.data.summaryValues;
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" role="group" aria-label={t('summary.boxesLabel')}>
          {SUMMARY_METRICS.map((key, index) => {
            const isSelected = key === metric;
            return (
              <UnstyledButton
                key={key}
                onClick={() => setMetric(key)}
                aria-pressed={isSelected}
                style={{
                  borderRadius: 'var(--mantine-radius-lg)',
                  border: `2px solid ${isSelected ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-3)'}`,
                  padding: 'var(--mantine-spacing-md)',
                  background: isSelected ? 'var(--mantine-color-brand-0)' : undefined,
                }}
              >
                <Text size="sm" c="dimmed" fw={600}>
                  {t(`summary.boxes.${key}`)}
                </Text>
                <Text fw={800} size="xl" data-testid={`summary-${key}`}>
                  {key === 'hours'
                    ? formatDuration((values[index]?.value ?? 0) * MS_PER_HOUR)
                    : number.format(values[index]?.value ?? 0)}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Paper withBorder radius="lg" p="md">
          <AverageBarChart
            bars={buildGraphBars(
              summary.data.graphValues,
              metric,
              formatChartDay,
              range.to ?? todayInToronto(),
              range,
            )}
            caption={t('summary.graphCaption', { metric: t(`summary.metrics.${metric}`) })}
            valueLabel={t(`summary.metrics.${metric}`)}
            labelHeader={t('summary.day')}
            average={
              metric === 'points'
                ? { value: PROGRESS_AVERAGE_POINTS, label: t('summary.average') }
                : undefined
            }
            formatValue={formatValue}
          />
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby={`summary-${topicId}`}>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h3" id={`summary-${topicId}`}>
            {t('summary.title')}
          </Title>
          <Group gap="sm" align="flex-end" role="group" aria-label={t('summary.range')}>
            {/* Text fields in the app's YYYY-MM-DD (ui/dates.ts): a date field's format follows the browser's
                language, mm/dd/yyyy in an en-US browser, beside en-CA dates everywhere else. */}
            <TextInput
              label={t('summary.from')}
              placeholder={t('summary.dateFormat')}
              inputMode="numeric"
              autoComplete="off"
              w={150}
              value={typed.from}
              onChange={(event) => setEnd('from', event.currentTarget.value.trim())}
              error={dateError('from')}
            />
            <TextInput
              label={t('summary.to')}
              placeholder={t('summary.dateFormat')}
              inputMode="numeric"
              autoComplete="off"
              w={150}
              value={typed.to}
              onChange={(event) => setEnd('to', event.currentTarget.value.trim())}
              error={dateError('to') ?? (isRangeInvalid ? t('summary.rangeInvalid') : undefined)}
            />
          </Group>
        </Group>
        {body}
      </Stack>
      <PracticeActivities topicId={topicId} learnerId={learnerId} range={range} />
    </Stack>
  );
}
