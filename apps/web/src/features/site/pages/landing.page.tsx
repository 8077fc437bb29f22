import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { AppLink } from '../../../ui/app-link';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUserNumber } from '../api/use-user-number.query';
import { HeroSlideshow } from '../components/hero-slideshow.component';
import classes from '../components/landing.module.css';
import { buildLiveDemoPath } from '../components/live-demo-path';

// Below the hero: its code (tabs, carousel, badges) loads after the first paint, keeping the first download small.
const LandingSections = lazy(async () => ({
  default: (await import('../components/landing-sections.component')).LandingSections,
}));

/** `/`: the landing page (spec 1 §2). */
export function LandingPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('landing.pageTitle'));
  // Spec 1 §7: the user count is fetched but not displayed.
  useUserNumber();
  // Random in the browser only: the prerendered HTML (src/landing/) must match the first render it is hydrated
  // with, so both start on the first topic and the topic is drawn once the page runs.
  const [demoPath, setDemoPath] = useState(() => buildLiveDemoPath(() => 0));
  useEffect(() => {
    setDemoPath(buildLiveDemoPath());
  }, []);

  return (
    <>
      <Box className={classes.hero} py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <Grid gap={{ base: 32, md: 56 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <Badge variant="light" size="lg" radius="xl" w="fit-content">
                  {t('landing.hero.badge')}
                </Badge>
                <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.15}>
                  {t('landing.hero.title')}
                </Title>
                <Text size="xl">{t('landing.hero.body')}</Text>
                <Group gap="md">
                  <Button component={AppLink} to={paths.preSignup.build()} size="lg">
                    {t('landing.hero.signUp')}
                  </Button>
                  <Button component={AppLink} to={demoPath} size="lg" variant="outline">
                    {t('landing.hero.demo')}
                  </Button>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('landing.hero.trial')}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <HeroSlideshow />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Suspense fallback={<Box mih="200vh" />}>
        <LandingSections demoPath={demoPath} />
      </Suspense>
    </>
  );
}
