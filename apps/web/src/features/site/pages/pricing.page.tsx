import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  MONTHLY_PRICE_CENTS,
  SAVE_LABEL,
  TRIAL_DAYS,
  YEARLY_PRICE_CENTS,
  YEARLY_STRUCK_PRICE_CENTS,
} from '@mathwise/api-contract';
import { IconCheck, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { buildLiveDemoPath } from '../components/live-demo-path';

type Billing = 'monthly' | 'yearly';

/** The plan card of spec 1 §3: title, price, duration, cardList. Prices are the contract's cents. */
interface PlanCard {
  title: string;
  priceCents: number;
  struckPriceCents: number | null;
  duration: string;
  cardList: string[];
}

export function formatCad(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** `/pricing` (spec 1 §2): trial banner, monthly/yearly toggle, one plan card, sign-up and live demo. */
export function PricingPage() {
  const { t, i18n } = useTranslation('site');
  usePageTitle(t('pricing.pageTitle'));
  const [billing, setBilling] = useState<Billing>('monthly');
  const [demoPath] = useState(() => buildLiveDemoPath());
  const cardList = t('pricing.cardList', { returnObjects: true }) as string[];
  const plan: PlanCard =
    billing === 'monthly'
      ? {
          title: t('pricing.planTitle'),
          priceCents: MONTHLY_PRICE_CENTS,
          struckPriceCents: null,
          duration: t('pricing.perMonth'),
          cardList,
        }
      : {
          title: t('pricing.planTitle'),
          priceCents: YEARLY_PRICE_CENTS,
          struckPriceCents: YEARLY_STRUCK_PRICE_CENTS,
          duration: t('pricing.perYear'),
          cardList,
        };

  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <Stack gap="xl" align="center">
        <Stack gap="xs" ta="center">
          <Title order={1}>{t('pricing.title')}</Title>
          <Text size="lg">{t('pricing.intro')}</Text>
        </Stack>

        <Alert
          variant="light"
          color="green"
          radius="lg"
          w="100%"
          icon={<IconGift aria-hidden="true" />}
          title={t('pricing.trialTitle', { days: TRIAL_DAYS })}
        >
          {t('pricing.trialBody', { days: TRIAL_DAYS })}
        </Alert>

        <SegmentedControl
          value={billing}
          onChange={(value) => setBilling(value === 'yearly' ? 'yearly' : 'monthly')}
          data={[
            { value: 'monthly', label: t('pricing.monthly') },
            { value: 'yearly', label: t('pricing.yearly') },
          ]}
          radius="xl"
          size="md"
          aria-label={t('pricing.billingLabel')}
        />

        <Card withBorder radius="xl" padding="xl" shadow="md" w="100%" maw={440}>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} size="h3">
                {plan.title}
              </Title>
              {plan.struckPriceCents !== null && (
                <Badge color="green" variant="filled" size="lg">
                  {SAVE_LABEL}
                </Badge>
              )}
            </Group>
            <div>
              <Group gap="xs" align="baseline">
                <Text fz={44} fw={800} lh={1} c="brand.7">
                  {formatCad(plan.priceCents, i18n.language)}
                </Text>
                {plan.struckPriceCents !== null && (
                  <Text component="s" td="line-through" size="xl" c="dimmed">
                    <VisuallyHidden component="span">{t('pricing.wasPrice')} </VisuallyHidden>
                    {formatCad(plan.struckPriceCents, i18n.language)}
                  </Text>
                )}
              </Group>
              <Text mt={6} fw={500}>
                {plan.duration}
              </Text>
            </div>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="green" aria-hidden="true">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {plan.cardList.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Button component={Link} to={paths.preSignup.build()} size="lg" fullWidth>
              {t('pricing.signUp')}
            </Button>
            <Button component={Link} to={demoPath} size="lg" variant="outline" fullWidth>
              {t('pricing.demo')}
            </Button>
          </Stack>
        </Card>
        <Text size="sm" c="dimmed" ta="center">
          {t('pricing.taxNote')}
        </Text>
      </Stack>
    </Container>
  );
}
