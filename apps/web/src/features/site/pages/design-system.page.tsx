import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Menu,
  NumberInput,
  Paper,
  PasswordInput,
  Progress,
  RingProgress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { usePageTitle } from '../../../lib/use-page-title';

const SLIDE_KEYS = ['tailor', 'identify', 'progress'] as const;
const GRADE_KEYS = ['6', '7', '8'] as const;
const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
const RING_SCORE = 0.8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /design-system: a showcase of the UI kit (spec 1 §1); no product behaviour. */
export function DesignSystemPage() {
  const { t, i18n } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  const ringScore = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(RING_SCORE);
  usePageTitle(t('designSystem.title'));
  const success: AlertMessage = {
    title: t('designSystem.successTitle'),
    body: t('designSystem.successBody'),
  };
  const error: AlertMessage = { title: t('designSystem.errorTitle'), body: t('designSystem.errorBody') };
  const [successAlert, setSuccessAlert] = useState<AlertMessage | null>(success);
  const [errorAlert, setErrorAlert] = useState<AlertMessage | null>(error);
  const hideSuccess = useCallback(() => setSuccessAlert(null), []);
  const hideError = useCallback(() => setErrorAlert(null), []);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('designSystem.title')}</Title>
          <Text size="lg">{t('designSystem.intro')}</Text>
        </Stack>

        <Section title={t('designSystem.buttons')}>
          <Group>
            <Button>{t('designSystem.primary')}</Button>
            <Button variant="light">{t('designSystem.secondary')}</Button>
            <Button variant="outline">{t('designSystem.outline')}</Button>
            <Button variant="subtle">{t('designSystem.subtle')}</Button>
            <Button disabled>{t('designSystem.disabled')}</Button>
            <Button loading loaderProps={{ 'aria-label': t('designSystem.loading') }}>
              {t('designSystem.loading')}
            </Button>
          </Group>
          <Group>
            {BUTTON_SIZES.map((size) => (
              <Button key={size} size={size}>
                {t(`designSystem.sizes.${size}`)}
              </Button>
            ))}
          </Group>
        </Section>

        <Section title={t('designSystem.inputs')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('designSystem.name')} placeholder={t('designSystem.namePlaceholder')} />
            <TextInput
              label={t('designSystem.email')}
              defaultValue="alex@"
              error={t('designSystem.emailError')}
            />
            <PasswordInput label={t('designSystem.password')} />
            <NumberInput label={t('designSystem.students')} defaultValue={1} min={1} max={50} />
          </SimpleGrid>
          <Group>
            <Checkbox label={t('designSystem.agree')} defaultChecked />
            <Switch label={t('designSystem.notifications')} />
          </Group>
        </Section>

        <Section title={t('designSystem.dropdowns')}>
          <Group align="flex-end">
            <Select
              label={t('designSystem.grade')}
              data={GRADE_KEYS.map((key) => ({ value: key, label: t(`designSystem.grades.${key}`) }))}
              defaultValue="6"
              allowDeselect={false}
            />
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
                  {t('designSystem.menuTrigger')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />}>
                  {t('designSystem.menuEdit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden="true" />}>
                  {t('designSystem.menuDuplicate')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden="true" />}>
                  {t('designSystem.menuDelete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Section>

        <Section title={t('designSystem.tabs')}>
          <Tabs defaultValue="summary">
            <Tabs.List>
              <Tabs.Tab value="summary">{t('designSystem.tabSummary')}</Tabs.Tab>
              <Tabs.Tab value="analysis">{t('designSystem.tabAnalysis')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="summary" pt="md">
              <Text>{t('designSystem.tabSummaryBody')}</Text>
            </Tabs.Panel>
            <Tabs.Panel value="analysis" pt="md">
              <Text>{t('designSystem.tabAnalysisBody')}</Text>
            </Tabs.Panel>
          </Tabs>
        </Section>

        <Section title={t('designSystem.carousel')}>
          <Carousel
            withIndicators
            height={160}
            slideGap="md"
            emblaOptions={{ loop: true }}
            previousControlProps={{ 'aria-label': t('designSystem.carouselPrevious') }}
            nextControlProps={{ 'aria-label': t('designSystem.carouselNext') }}
          >
            {SLIDE_KEYS.map((key) => (
              <Carousel.Slide key={key}>
                <Paper
                  h="100%"
                  radius="md"
                  bg="brand.0"
                  p="xl"
                  style={{ display: 'flex', alignItems: 'center' }}
                >
                  <Text fz="lg" fw={600} c="brand.9">
                    {t(`designSystem.slides.${key}`)}
                  </Text>
                </Paper>
              </Carousel.Slide>
            ))}
          </Carousel>
        </Section>

        <Section title={t('designSystem.progress')}>
          <Progress value={65} size="lg" radius="xl" aria-label={t('designSystem.progressLabel')} />
          <Group>
            <RingProgress
              size={96}
              thickness={10}
              roundCaps
              sections={[{ value: RING_SCORE * 100, color: 'brand' }]}
              label={
                <Text ta="center" fw={700}>
                  {ringScore}
                </Text>
              }
              aria-label={t('designSystem.ringLabel', { score: ringScore })}
            />
          </Group>
        </Section>

        <Section title={t('designSystem.alerts')}>
          <TimedAlert
            message={successAlert}
            tone="success"
            onHide={hideSuccess}
            closeLabel={tCommon('close')}
          />
          <TimedAlert message={errorAlert} tone="error" onHide={hideError} closeLabel={tCommon('close')} />
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setSuccessAlert(success);
                setErrorAlert(error);
              }}
            >
              {t('designSystem.showAlert')}
            </Button>
          </Group>
          <PageSpinner label={t('designSystem.spinner')} isInline />
        </Section>
      </Stack>
    </Container>
  );
}
