import { Box, Grid, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { FEATURE_HIGHLIGHT_MS } from '@mathwise/api-contract';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import {
  CurriculumScreenIllustration,
  EngageScreenIllustration,
  PracticeScreenIllustration,
  ReportScreenIllustration,
} from './screen-illustrations.component';

const FEATURES: { key: string; Illustration: ComponentType<{ label: string }> }[] = [
  { key: 'engage', Illustration: EngageScreenIllustration },
  { key: 'interact', Illustration: PracticeScreenIllustration },
  { key: 'report', Illustration: ReportScreenIllustration },
  { key: 'diagnostic', Illustration: ReportScreenIllustration },
  { key: 'curriculum', Illustration: CurriculumScreenIllustration },
];
const FIRST_FEATURE = 'engage';

/** The five-topic explainer (spec 1 §2), tab 1 open first; the opened panel is highlighted for 800 ms. */
export function FeatureTabs() {
  const { t } = useTranslation('site');
  const [active, setActive] = useState(FIRST_FEATURE);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (highlighted === null) return undefined;
    const timer = window.setTimeout(() => setHighlighted(null), FEATURE_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (!value) return;
        setActive(value);
        setHighlighted(value);
      }}
      variant="pills"
      radius="xl"
    >
      <Tabs.List justify="center" mb="xl">
        {FEATURES.map(({ key }) => (
          <Tabs.Tab key={key} value={key} fw={600}>
            {t(`landing.features.${key}.tab`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FEATURES.map(({ key, Illustration }) => (
        <Tabs.Panel key={key} value={key}>
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Title order={3} size="h2">
                  {t(`landing.features.${key}.title`)}
                </Title>
                <Text size="lg">{t(`landing.features.${key}.body`)}</Text>
                <List spacing="xs">
                  {(t(`landing.features.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Box className={classes.featurePanel} data-highlighted={highlighted === key || undefined}>
                <Illustration label={t(`landing.features.${key}.image`)} />
              </Box>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
