import {
  MAX_LEARNERS,
  MAX_LEARNERS_ERROR,
  MAX_LEARNERS_EXCEEDED,
  MEMBERSHIP_ADDED,
  PAYMENT_VALIDATION_FAILED_BODY,
  PAYMENT_VALIDATION_FAILED_TITLE,
  REDIRECT_AFTER_ADD_MS,
  SUBSCRIPTION_PLAN,
  computeSubscriptionAmountCents,
} from '@mathwise/api-contract';
import { Alert, Button, Card, Container, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useSubscription } from '../api/use-subscription.query';
import { useUpdateSubscription } from '../api/use-update-subscription.mutation';
import { splitNotice } from '../billing-format';
import { formatCadCents, parseLearnerCountParam } from '../plan-pricing';

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

/**
 * /account/add-membership/:plan?/:children? (spec 2 §2): more memberships on the existing subscription's plan. The
 * server charges new seats prorated to the end of the current period (free during the trial); the page shows the
 * full-period price the subscription will renew at.
 */
export function AddMembershipPage() {
  const { t, i18n } = useTranslation('billing');
  usePageTitle(t('addMembership.title'));
  const params = useParams();
  const navigate = useNavigate();
  const user = getAuthUser(useAuth().state);
  const subscriptionState = useSubscription();
  const update = useUpdateSubscription();
  const [count, setCount] = useState<number | string>(() => parseLearnerCountParam(params.children));
  const [notice, setNotice] = useState<Notice | null>(null);
  const isSubmitting = useRef(false);
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return undefined;
    // Spec 2 §9: the success notice stays 3 s, then the parent is taken back to their memberships.
    const timer = window.setTimeout(
      () => void navigate(paths.membershipAndBilling.build()),
      REDIRECT_AFTER_ADD_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  if (subscriptionState.status !== 'present' || !user) return <PageSpinner label={t('loading')} />;
  const subscription = subscriptionState.subscription;
  const locale = i18n.language;
  const plan = subscription.subscription_plan;
  const maxNew = Math.max(0, MAX_LEARNERS - subscription.number_of_children);
  const newSeats = typeof count === 'number' ? count : 0;
  const countError =
    typeof count !== 'number' || !Number.isInteger(count) || count < 1
      ? t('addMembership.countRequired')
      : count > maxNew
        ? MAX_LEARNERS_ERROR
        : null;
  const totalChildren = subscription.number_of_children + newSeats;
  const isYearly = plan === SUBSCRIPTION_PLAN.yearly;
  // The renewal charge keeps the family's promo code (billing-checkout.service: add_memberships), so the quote does too.
  const renewalCents = computeSubscriptionAmountCents(plan, totalChildren, subscription.percent_off ?? 0);

  const submit = () => {
    if (countError || isSubmitting.current || isDone) return;
    isSubmitting.current = true;
    update.mutate(
      {
        subscriptionId: subscription.id,
        userId: user.id,
        body: {
          number_of_new_children: newSeats,
          payment_id: subscription.payment_id,
          current_children_number: subscription.number_of_children,
          new_children_number: newSeats,
          total_children_number: totalChildren,
          amount: renewalCents,
          user_id: user.id,
          subscription: subscription.id,
        },
      },
      {
        onSuccess: () => {
          setIsDone(true);
          setNotice({
            tone: 'success',
            message: { title: MEMBERSHIP_ADDED, body: t('addMembership.redirecting') },
          });
        },
        onError: (error) => {
          console.error('Adding memberships failed', error);
          isSubmitting.current = false;
          const isMaxError = isApiRequestError(error) && error.body === MAX_LEARNERS_EXCEEDED;
          setNotice({
            tone: 'error',
            message: isMaxError
              ? splitNotice(MAX_LEARNERS_ERROR)
              : { title: PAYMENT_VALIDATION_FAILED_TITLE, body: PAYMENT_VALIDATION_FAILED_BODY },
          });
        },
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('addMembership.title')}</Title>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'error'}
          onHide={() => setNotice(null)}
          closeLabel={t('closeAlert')}
        />
        {subscription.status === 'paused' ? (
          <Alert color="brand" title={t('addMembership.pausedTitle')}>
            {t('addMembership.pausedBody')}
          </Alert>
        ) : (
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md">
              <Text>{t('addMembership.current', { count: subscription.number_of_children })}</Text>
              <NumberInput
                label={t('addMembership.newCount')}
                description={t('addMembership.newCountHint', { max: maxNew })}
                value={count}
                onChange={setCount}
                min={1}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                error={countError}
                disabled={update.isPending || isDone}
              />
              <Text fw={700} aria-live="polite">
                {isYearly
                  ? t('addMembership.renewsYearly', {
                      count: totalChildren,
                      total: formatCadCents(renewalCents, locale),
                    })
                  : t('addMembership.renewsMonthly', {
                      count: totalChildren,
                      total: formatCadCents(renewalCents, locale),
                    })}
              </Text>
              <Text size="sm">{t('addMembership.prorationNote')}</Text>
              <Button onClick={submit} loading={update.isPending} disabled={Boolean(countError) || isDone}>
                {t('addMembership.submit')}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
