import { Alert, Anchor, Box, Container, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { DEMO_TOPIC_ID_MAX, DEMO_TOPIC_ID_MIN } from '@mathwise/api-contract';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AnswerQuestionsStep } from '../components/answer-questions-step.component';
import { DiagnosticReportStep } from '../components/diagnostic-report-step.component';
import { GetStartedStep } from '../components/get-started-step.component';

const STEPS = ['start', 'answer', 'report'] as const;

function parseWhole(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function StepList({ step }: { step: number }) {
  const { t } = useTranslation('demo');
  return (
    <Group component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('steps.label')}>
      {STEPS.map((key, index) => {
        const number = index + 1;
        const isDone = number < step;
        const isCurrent = number === step;
        return (
          <Group
            key={key}
            component="li"
            gap="xs"
            aria-current={isCurrent ? 'step' : undefined}
            wrap="nowrap"
          >
            <ThemeIcon
              radius="xl"
              size={30}
              variant={isCurrent ? 'filled' : 'light'}
              color={isDone ? 'green' : 'brand'}
              aria-hidden="true"
            >
              {isDone ? (
                <IconCheck size={16} />
              ) : (
                <Text fw={700} size="sm">
                  {number}
                </Text>
              )}
            </ThemeIcon>
            <Text fw={isCurrent ? 700 : 500}>{t(`steps.${key}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}

/** `/diagnostic-demo/:topicId/:step`: the free live diagnostic, no login (spec 1 §2). */
export function DiagnosticDemoPage() {
  const { t } = useTranslation('demo');
  const params = useParams();
  const topicId = parseWhole(params.topicId, DEMO_TOPIC_ID_MIN, DEMO_TOPIC_ID_MAX);
  const step = parseWhole(params.step, 1, 3);
  usePageTitle(t('pageTitle'));

  if (topicId === null || step === null) {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" title={t('notFoundTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{t('notFoundBody')}</Text>
            <Anchor component={Link} to={paths.diagnosticDemo.build(DEMO_TOPIC_ID_MIN, 1)}>
              {t('notFoundLink')}
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  }

  return (
    <Box bg="gray.0" py={{ base: 'lg', md: 40 }} mih="70vh">
      <Container size="md">
        <Stack gap="lg">
          <Stack gap={6}>
            <Text tt="uppercase" fw={700} size="sm" c="brand.7" style={{ letterSpacing: '0.08em' }}>
              {t('eyebrow')}
            </Text>
            <Text component="h1" fz={{ base: 26, sm: 32 }} fw={800} m={0} lh={1.2}>
              {t('title')}
            </Text>
          </Stack>
          <StepList step={step} />
          <Box bg="white" p={{ base: 'md', sm: 'xl' }} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
            {step === 1 && <GetStartedStep topicId={topicId} />}
            {step === 2 && <AnswerQuestionsStep topicId={topicId} />}
            {step === 3 && <DiagnosticReportStep topicId={topicId} />}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
