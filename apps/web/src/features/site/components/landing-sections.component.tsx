import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChartLine, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../ui/app-link';
import { FeatureTabs } from './feature-tabs.component';
import classes from './landing.module.css';
import { RecognitionBadges } from './recognition-badges.component';

// Its own chunk again: the carousel's timer and controls load only when the sections do.
const TestimonialsCarousel = lazy(async () => ({
  default: (await import('./testimonials-carousel.component')).TestimonialsCarousel,
}));

const BENEFITS = [
  { key: 'tailor', Icon: IconAdjustmentsHorizontal },
  { key: 'identify', Icon: IconSearch },
  { key: 'progress', Icon: IconChartLine },
] as const;
const STATS = ['users', 'classrooms', 'results'] as const;

function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <Stack gap="xs" ta="center" maw={720} mx="auto" mb={40}>
      <Text tt="uppercase" fw={700} size="sm" c="brand.7" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      {intro && <Text size="lg">{intro}</Text>}
    </Stack>
  );
}

/**
 * Everything on the landing page below the hero (spec 1 §2: benefits, the five-tab explainer, stats,
 * testimonials, recognized-by, closing call to action). Loaded after the hero, so the first paint needs less code.
 */
export function LandingSections({ demoPath }: { demoPath: string }) {
  const { t } = useTranslation('site');
  return (
    <>
      <Container size="lg" py={{ base: 48, md: 80 }} component="section" aria-labelledby="benefits-title">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('landing.benefits.eyebrow')}
          title={t('landing.benefits.title')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {BENEFITS.map(({ key, Icon }, index) => (
            <Paper key={key} withBorder radius="lg" p="xl">
              <Stack gap="sm">
                <Group gap="sm">
                  <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                    <Icon size={26} />
                  </ThemeIcon>
                  <Text fw={700} c="brand.7">
                    {t('landing.benefits.step', { number: index + 1 })}
                  </Text>
                </Group>
                <Title order={3}>{t(`landing.benefits.${key}.title`)}</Title>
                <Text>{t(`landing.benefits.${key}.body`)}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" py={{ base: 48, md: 80 }} component="section" aria-labelledby="features-title">
        <Container size="lg">
          <SectionHeading
            id="features-title"
            eyebrow={t('landing.features.eyebrow')}
            title={t('landing.features.title')}
          />
          <FeatureTabs />
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="stats-title">
        <SectionHeading
          id="stats-title"
          eyebrow={t('landing.stats.eyebrow')}
          title={t('landing.stats.title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {STATS.map((key) => (
            <Stack key={key} gap={4} ta="center">
              <Text className={classes.stat}>{t(`landing.stats.${key}.value`)}</Text>
              <Text size="lg" fw={600}>
                {t(`landing.stats.${key}.label`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.0" py={{ base: 48, md: 80 }} component="section" aria-labelledby="testimonials-title">
        <Container size="md">
          <SectionHeading
            id="testimonials-title"
            eyebrow={t('landing.testimonials.eyebrow')}
            title={t('landing.testimonials.title')}
          />
          <Suspense fallback={<Box mih={310} />}>
            <TestimonialsCarousel />
          </Suspense>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="recognition-title">
        <SectionHeading
          id="recognition-title"
          eyebrow={t('landing.recognition.eyebrow')}
          title={t('landing.recognition.title')}
        />
        <RecognitionBadges />
      </Container>

      <Container size="lg" pb={{ base: 48, md: 80 }} component="section" aria-labelledby="cta-title">
        <Paper className={classes.cta} radius="xl" p={{ base: 32, md: 56 }}>
          <Stack gap="md" align="center" ta="center">
            <Title order={2} id="cta-title" c="white" fz={{ base: 28, sm: 36 }}>
              {t('landing.cta.title')}
            </Title>
            <Text size="lg" c="white" maw={640}>
              {t('landing.cta.body')}
            </Text>
            <Group gap="md" justify="center">
              <Button component={AppLink} to={paths.preSignup.build()} size="lg" variant="white">
                {t('landing.hero.signUp')}
              </Button>
              <Button
                component={AppLink}
                to={demoPath}
                size="lg"
                variant="outline"
                color="white"
                style={{ color: 'white', borderColor: 'white' }}
              >
                {t('landing.hero.demo')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
