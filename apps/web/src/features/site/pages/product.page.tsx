import { Box, Button, Container, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { buildLiveDemoPath } from '../components/live-demo-path';
import {
  CurriculumScreenIllustration,
  PracticeScreenIllustration,
  ProgressScreenIllustration,
} from '../components/screen-illustrations.component';

const AUDIENCES: { key: string; Illustration: ComponentType<{ label: string }> }[] = [
  { key: 'parents', Illustration: ProgressScreenIllustration },
  { key: 'learners', Illustration: PracticeScreenIllustration },
  {
    key: 'teachers',
    // The product page's mock-up counts Grade 7's skills from the catalogue, as the curriculum page shows them.
    Illustration: ({ label }) => <CurriculumScreenIllustration label={label} isCounted />,
  },
];

/** `/product` (spec 1 §2): what Mathwise does for parents, learners and teachers. */
export function ProductPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('product.pageTitle'));
  const [demoPath] = useState(() => buildLiveDemoPath());

  return (
    <>
      <Box bg="brand.0" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Stack gap="md" ta="center" align="center">
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              {t('product.title')}
            </Title>
            <Text size="xl" maw={680}>
              {t('product.intro')}
            </Text>
            <Group justify="center">
              <Button component={Link} to={paths.preSignup.build()} size="lg">
                {t('landing.hero.signUp')}
              </Button>
              <Button component={Link} to={demoPath} size="lg" variant="outline">
                {t('landing.hero.demo')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <Stack gap={72}>
          {AUDIENCES.map(({ key, Illustration }, index) => (
            <Grid
              key={key}
              component="section"
              aria-labelledby={`product-${key}`}
              gap={{ base: 'lg', md: 56 }}
              align="center"
            >
              <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: index % 2 === 0 ? 1 : 2 }}>
                <Stack gap="md">
                  <Text tt="uppercase" fw={700} size="sm" c="brand.7" style={{ letterSpacing: '0.08em' }}>
                    {t(`product.${key}.eyebrow`)}
                  </Text>
                  <Title order={2} id={`product-${key}`}>
                    {t(`product.${key}.title`)}
                  </Title>
                  <Text size="lg">{t(`product.${key}.body`)}</Text>
                  <List
                    spacing="sm"
                    icon={
                      <ThemeIcon size={22} radius="xl" color="green" aria-hidden="true">
                        <IconCheck size={14} />
                      </ThemeIcon>
                    }
                  >
                    {(t(`product.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: index % 2 === 0 ? 2 : 1 }}>
                <Illustration label={t(`product.${key}.image`)} />
              </Grid.Col>
            </Grid>
          ))}
        </Stack>
      </Container>
    </>
  );
}
