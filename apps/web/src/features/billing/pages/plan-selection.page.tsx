import {
  DUE_TODAY_CENTS,
  SUBSCRIPTION_PLAN,
  YEARLY_STRUCK_PRICE_CENTS,
  type SubscriptionPlanId,
} from '@mathwise/api-contract';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  computePlanTotalCents,
  formatCadCents,
  getPlanPriceCents,
  parsePlanParam,
  parseLearnerCountParam,
  validateLearnerCount,
} from '../plan-pricing';
import { usePageTitle } from '../../../lib/use-page-title';

const FEATURE_KEYS = ['curriculum', 'diagnostics', 'practice', 'reports'] as const;

/** /plan-selection/:plan?/:children? (spec 2 §2): monthly or yearly, 1 to 50 learners, then payment. */
export function PlanSelectionPage() {
  const { t, i18n } = useTranslation('billing');
  const params = useParams();
  usePageTitle(t('planSelection.title'));
  const [plan, setPlan] = useState<SubscriptionPlanId>(() => parsePlanParam(params.plan));
  const [learnerCount, setLearnerCount] = useState<number | string>(() =>
    parseLearnerCountParam(params.children),
  );
  const countError = validateLearnerCount(learnerCount);
  const count = typeof learnerCount === 'number' ? learnerCount : 0;
  const locale = i18n.language;
  const isYearly = plan === SUBSCRIPTION_PLAN.yearly;
  const price = formatCadCents(getPlanPriceCents(plan), locale);
  const total = countError ? null : formatCadCents(computePlanTotalCents(plan, count), locale);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('planSelection.title')}</Title>
          <Text size="lg">{t('planSelection.intro')}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md">
              <Stack gap={6}>
                <Text fw={600} id="billing-period-label">
                  {t('planSelection.billingPeriod')}
                </Text>
                <SegmentedControl
                  aria-labelledby="billing-period-label"
                  value={String(plan)}
                  onChange={(value) => setPlan(parsePlanParam(value))}
                  data={[
                    { value: String(SUBSCRIPTION_PLAN.monthly), label: t('planSelection.monthly') },
                    { value: String(SUBSCRIPTION_PLAN.yearly), label: t('planSelection.yearly') },
                  ]}
                  fullWidth
                  size="md"
                />
              </Stack>

              <Group justify="space-between" align="center">
                <Title order={2} size="h3">
                  {t('planSelection.planName')}
                </Title>
                {isYearly && (
                  <Badge color="green" variant="light" size="lg">
                    {t('planSelection.save')}
                  </Badge>
                )}
              </Group>

              <Stack gap={2}>
                <Group gap="sm" align="baseline">
                  <Text fz={36} fw={800} c="brand.7" lh={1.1}>
                    {price}
                  </Text>
                  {isYearly && (
                    <Text
                      component="s"
                      td="line-through"
                      size="lg"
                      aria-label={t('planSelection.struckPrice', {
                        price: formatCadCents(YEARLY_STRUCK_PRICE_CENTS, locale),
                      })}
                    >
                      {formatCadCents(YEARLY_STRUCK_PRICE_CENTS, locale)}
                    </Text>
                  )}
                </Group>
                <Text>
                  {isYearly
                    ? t('planSelection.pricePerStudentYearly', { price })
                    : t('planSelection.pricePerStudentMonthly', { price })}
                </Text>
              </Stack>

              <List
                spacing="xs"
                icon={<IconCheck size={18} aria-hidden="true" color="var(--mantine-color-green-7)" />}
              >
                {FEATURE_KEYS.map((key) => (
                  <List.Item key={key}>{t(`planSelection.features.${key}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>

          <Card withBorder radius="lg" padding="xl" bg="gray.0">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('planSelection.summaryHeading')}
              </Title>
              <NumberInput
                label={t('planSelection.studentCount')}
                description={t('planSelection.studentCountHint')}
                value={learnerCount}
                onChange={setLearnerCount}
                min={1}
                // No clamping: a parent who types 60 must see the spec's message, not a silently changed number.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                error={countError}
                size="md"
              />
              <Stack gap={2} aria-live="polite">
                {/* No total for an invalid count: the field's message says what to fix. */}
                {total !== null && (
                  <>
                    <Text fz="xl" fw={700}>
                      {isYearly
                        ? t('planSelection.totalYearly', { total })
                        : t('planSelection.totalMonthly', { total })}
                    </Text>
                    <Text>{t('planSelection.totalFor', { count })}</Text>
                  </>
                )}
              </Stack>
              <Text size="sm">
                {t('planSelection.trialNote', { dueToday: formatCadCents(DUE_TODAY_CENTS, locale) })}
              </Text>
              {countError ? (
                <Button size="md" disabled>
                  {t('planSelection.continue')}
                </Button>
              ) : (
                <Button component={Link} to={paths.subscriptionPayment.build(plan, count)} size="md">
                  {t('planSelection.continue')}
                </Button>
              )}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
