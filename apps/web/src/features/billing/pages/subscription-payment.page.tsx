import {
  cardholderNameSchema,
  DUE_TODAY_CENTS,
  PAYMENT_VALIDATION_FAILED_BODY,
  PAYMENT_VALIDATION_FAILED_TITLE,
  SUBSCRIPTION_PLAN,
  TRIAL_DAYS,
} from '@mathwise/api-contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { combineFieldSchemas } from '../../../ui/field-schemas';
import { useFocusAfterBusy } from '../../../ui/use-focus-after-busy';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useCreateSubscription } from '../api/use-create-subscription.mutation';
import { useSubscription } from '../api/use-subscription.query';
import { computeCheckoutTotal } from '../checkout-total';
import { PromoCodeField } from '../components/promo-code-field.component';
import { PaymentCardFields, usePaymentCard } from '../components/payment-card-fields.component';
import {
  formatCadCents,
  parsePlanParam,
  parseLearnerCountParam,
  validateLearnerCount,
} from '../plan-pricing';
import { createReferenceNumber, toCardTokenFields } from '../sandbox-card';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

const nameFormSchema = combineFieldSchemas({ full_name: cardholderNameSchema });
const validateNameForm = schemaResolver(nameFormSchema, { sync: true });

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

/** /subscription-payment/:plan/:children (spec 2 §2, §4): card form, promo code, total and the trial note. */
export function SubscriptionPaymentPage() {
  const { t, i18n } = useTranslation('billing');
  usePageTitle(t('payment.title'));
  const params = useParams();
  const navigate = useNavigate();
  const user = getAuthUser(useAuth().state);
  const subscription = useSubscription();
  const plan = parsePlanParam(params.plan);
  const learnerCount = parseLearnerCountParam(params.children);
  const countError = validateLearnerCount(learnerCount);
  const locale = i18n.language;

  const form = useForm({ initialValues: { full_name: '' }, validate: validateNameForm });
  const card = usePaymentCard();
  const createSubscription = useCreateSubscription();
  const [promo, setPromo] = useState<{ code: string; percentOff: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // One reference per visit: a double click or a retry after a lost answer reuses it, so the server charges once.
  const [referenceNumber] = useState(() => createReferenceNumber());
  const isSubmitting = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(isBusy, submitRef);

  const total = computeCheckoutTotal(plan, countError ? 1 : learnerCount, promo?.percentOff ?? null);
  const isYearly = plan === SUBSCRIPTION_PLAN.yearly;

  const pay = async (full_name: string) => {
    // A ref, not state: two clicks in one frame both see the flag before React re-renders.
    if (isSubmitting.current || !user || countError) return;
    isSubmitting.current = true;
    setIsBusy(true);
    // Square tokenises asynchronously in its iframe; a refusal is shown there, so the form just opens again.
    const token = await card.tokenize();
    if (!token) {
      isSubmitting.current = false;
      setIsBusy(false);
      return;
    }
    createSubscription.mutate(
      {
        number_of_children: learnerCount,
        subscription_plan: plan,
        ...toCardTokenFields(token),
        full_name,
        email: user.email,
        confirmation: true,
        promo_code: promo?.code,
        usePromo: promo !== null,
        reference_number: referenceNumber,
        amount: total.totalCents,
        user_id: user.id,
        user_name: user.name,
        user_type: 'parent',
      },
      {
        onSuccess: () => {
          void navigate(paths.myStudents.build());
        },
        onError: (error) => {
          console.error('Payment failed', error);
          isSubmitting.current = false;
          setIsBusy(false);
          // A declined card needs new details; the server's Payment Validation Failed text says so.
          setNotice({
            tone: 'error',
            message:
              isApiRequestError(error) && error.status !== 400 && error.status !== 503
                ? { title: error.title, body: error.body }
                : { title: PAYMENT_VALIDATION_FAILED_TITLE, body: PAYMENT_VALIDATION_FAILED_BODY },
          });
        },
      },
    );
  };
  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const submit = form.onSubmit(({ full_name }) => void pay(full_name), focusFirstInvalidField);

  if (subscription.status === 'present') {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t('payment.title')}</Title>
          <Alert color="brand" title={t('payment.alreadySubscribedTitle')}>
            <Stack gap="xs">
              <Text>{t('payment.alreadySubscribedBody')}</Text>
              <Anchor component={Link} to={paths.addMembership.build()}>
                {t('payment.goToAddMembership')}
              </Anchor>
            </Stack>
          </Alert>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('payment.title')}</Title>
        {countError && (
          <Alert color="red" role="alert" title={t('payment.invalidPlanTitle')}>
            <Stack gap="xs">
              <Text>{countError}</Text>
              <Anchor component={Link} to={paths.planSelection.build(plan)}>
                {t('payment.backToPlans')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'error'}
          onHide={() => setNotice(null)}
          closeLabel={t('closeAlert')}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card
            withBorder
            radius="lg"
            padding="xl"
            component="section"
            aria-labelledby="payment-card-heading"
          >
            <form ref={formRef} onSubmit={submit} noValidate>
              <Stack gap="md">
                <Title order={2} size="h3" id="payment-card-heading">
                  {t('payment.cardHeading')}
                </Title>
                <TextInput
                  label={t('payment.fullName')}
                  autoComplete="cc-name"
                  withAsterisk
                  disabled={isBusy}
                  {...form.getInputProps('full_name')}
                />
                <PaymentCardFields card={card} isDisabled={isBusy} />
                <Button
                  ref={submitRef}
                  type="submit"
                  size="md"
                  loading={isBusy}
                  disabled={Boolean(countError) || card.isLoading}
                >
                  {t('payment.submit')}
                </Button>
              </Stack>
            </form>
          </Card>

          <Card
            withBorder
            radius="lg"
            padding="xl"
            bg="gray.0"
            component="section"
            aria-labelledby="payment-summary-heading"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="payment-summary-heading">
                {t('payment.summaryHeading')}
              </Title>
              <Text>
                {isYearly
                  ? t('payment.planYearly', { count: learnerCount })
                  : t('payment.planMonthly', { count: learnerCount })}
              </Text>
              <PromoCodeField isDisabled={isBusy} onApplied={setPromo} onNotice={setNotice} />
              <Divider />
              <Stack gap={4} aria-live="polite">
                {promo && total.discountCents > 0 && (
                  <Group justify="space-between">
                    <Text>{t('payment.promoLine', { code: promo.code, percent: promo.percentOff })}</Text>
                    <Text>-{formatCadCents(total.discountCents, locale)}</Text>
                  </Group>
                )}
                <Group justify="space-between">
                  <Text fw={700} fz="lg">
                    {isYearly ? t('payment.totalYearly') : t('payment.totalMonthly')}
                  </Text>
                  <Text fw={700} fz="lg" data-testid="checkout-total">
                    {formatCadCents(total.totalCents, locale)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{t('payment.dueToday')}</Text>
                  <Text fw={700}>{formatCadCents(DUE_TODAY_CENTS, locale)}</Text>
                </Group>
              </Stack>
              <Text size="sm">
                {t('payment.trialNote', {
                  days: TRIAL_DAYS,
                  dueToday: formatCadCents(DUE_TODAY_CENTS, locale),
                  total: formatCadCents(total.totalCents, locale),
                })}
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
