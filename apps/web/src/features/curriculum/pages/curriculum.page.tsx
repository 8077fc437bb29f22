import {
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CurriculumTopic } from '@mathwise/api-contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubjects } from '../api/use-subjects.query';
import { useTopics } from '../api/use-topics.query';
import { TopicCard } from '../components/topic-card.component';
import { pickDemoTopicId } from '../demo-topic';

const COURSE_ID = 1;

// The preview renders TeX with KaTeX (~75 KB gzip), so it loads only once a visitor selects a skill.
const SkillPreview = lazy(async () => ({
  default: (await import('../components/skill-preview.component')).SkillPreview,
}));

/** /curriculum (spec 1 §2): grades of course 1, their strands and skills, a sample question per skill. */
export function CurriculumPage() {
  const { t } = useTranslation('curriculum');
  usePageTitle(t('pageTitle'));
  const subjects = useSubjects(COURSE_ID);
  const [chosenSubjectId, setChosenSubjectId] = useState<number>();
  // Spec 1 §4: the first subject (grade) and its topics load on entry.
  const subjectId = chosenSubjectId ?? subjects.data?.[0]?.id;
  const topics = useTopics(subjectId);
  const [selectedSkillId, setSelectedSkillId] = useState<number>();
  const [diagnosedTopic, setDiagnosedTopic] = useState<CurriculumTopic | null>(null);

  // Spec 1 §8: failures loading the curriculum are only logged.
  useEffect(() => {
    if (subjects.error) console.error('Loading the grades failed', subjects.error);
    if (topics.error) console.error('Loading the strands failed', topics.error);
  }, [subjects.error, topics.error]);

  const chooseSubject = (value: string) => {
    setChosenSubjectId(Number(value));
    setSelectedSkillId(undefined);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text maw={760}>{t('intro')}</Text>
        </Stack>

        {subjects.data && subjectId !== undefined && (
          <Group gap="sm">
            <Text component="span" fw={600} id="grade-selector-label">
              {t('gradeSelector')}
            </Text>
            <SegmentedControl
              aria-labelledby="grade-selector-label"
              value={String(subjectId)}
              onChange={chooseSubject}
              data={subjects.data.map((subject) => ({ value: String(subject.id), label: subject.name }))}
            />
          </Group>
        )}
        {(subjects.isError || topics.isError) && <Text c="dimmed">{t('unavailable')}</Text>}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {topics.isLoading && <Loader aria-label={t('loadingTopics')} />}
            <Stack gap="md">
              {topics.data?.map((topic) => (
                <TopicCard
                  key={topic.id}
                  topic={topic}
                  selectedSkillId={selectedSkillId}
                  onSelectSkill={setSelectedSkillId}
                  onDiagnose={setDiagnosedTopic}
                />
              ))}
            </Stack>
          </Grid.Col>
          {/* Spec 1 §2: the sample question preview is a desktop feature. */}
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <Box pos="sticky" top={96}>
              {selectedSkillId === undefined ? (
                <Card
                  withBorder
                  radius="md"
                  padding="lg"
                  component="section"
                  aria-labelledby="skill-preview-heading"
                >
                  <Title order={2} id="skill-preview-heading" fz="h3" mb="md">
                    {t('preview.heading')}
                  </Title>
                  <Text c="dimmed">{t('preview.choose')}</Text>
                </Card>
              ) : (
                <Suspense fallback={<Loader size="sm" aria-label={t('preview.loading')} />}>
                  <SkillPreview skillId={selectedSkillId} />
                </Suspense>
              )}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>

      <Modal
        opened={diagnosedTopic !== null}
        onClose={() => setDiagnosedTopic(null)}
        title={diagnosedTopic ? t('dialog.title', { topic: diagnosedTopic.name }) : ''}
        centered
      >
        <Stack gap="md">
          <Text>{t('dialog.body')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setDiagnosedTopic(null)}>
              {t('dialog.close')}
            </Button>
            {diagnosedTopic && (
              <Button component={Link} to={paths.diagnosticDemo.build(pickDemoTopicId(diagnosedTopic.id), 1)}>
                {t('dialog.tryDemo')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
