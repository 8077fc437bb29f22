import {
  MEMBERSHIP_CANCELED_TITLE,
  MEMBERSHIP_CHANGED_BODY,
  MEMBERSHIP_RESUMED_TITLE,
  SERVER_ERROR_BODY,
  SERVER_ERROR_TITLE,
  SUBSCRIPTION_PLAN,
  type Learner,
} from '@mathwise/api-contract';
import { Alert, Button, Card, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { MEMBERSHIP_RESUME_PARAM, paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { displayLearnerName } from '../../learners/learner-name';
import { useChangeMembership } from '../api/use-change-membership.mutation';
import { useInvoices } from '../api/use-invoices.query';
import { useSubscription } from '../api/use-subscription.query';
import { CardDialog, type CardDialogMode } from '../components/card-dialog.component';
import { EmptySlotCard, MembershipCard } from '../components/membership-card.component';
import { formatCadCents } from '../plan-pricing';
import { formatDate } from '../../../ui/dates';

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

interface PendingChange {
  action: 'cancel' | 'resume';
  learner: Learner;
}

/** /account/membership-and-billing (spec 2 §2, §4): a card per learner or empty slot, and the billing section. */
export function MembershipAndBillingPage() {
  const { t, i18n } = useTranslation('billing');
  usePageTitle(t('membership.title'));
  const subscriptionState = useSubscription();
  const subscription = subscriptionState.status === 'present' ? subscriptionState.subscription : null;
  const invoices = useInvoices(subscription?.id ?? null);
  const changeMembership = useChangeMembership();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [cardMode, setCardMode] = useState<CardDialogMode | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = i18n.language;

  const firstLearner = subscription?.learners[0];
  const wantsResume = searchParams.has(MEMBERSHIP_RESUME_PARAM);
  useEffect(() => {
    // The paused-subscription dialog's "resume" lands here: ask to resume the first membership, which renews
    // the whole subscription on the server.
    if (!wantsResume || !firstLearner) return;
    setPending({ action: 'resume', learner: firstLearner });
    setSearchParams({}, { replace: true });
  }, [wantsResume, firstLearner, setSearchParams]);

  if (!subscription) return <PageSpinner label={t('loading')} />;

  const confirmChange = () => {
    if (!pending || changeMembership.isPending) return;
    const { action, learner } = pending;
    changeMembership.mutate(
      { action, learnerId: learner.id, subscriptionId: subscription.id },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            message: {
              title: action === 'cancel' ? MEMBERSHIP_CANCELED_TITLE : MEMBERSHIP_RESUMED_TITLE,
              body: MEMBERSHIP_CHANGED_BODY,
            },
          }),
        onError: (error) => {
          console.error('Membership change failed', error);
          // A refusal the parent can act on (a declined card, no card to resume with) says what to do.
          const isActionable = isApiRequestError(error) && error.status >= 400 && error.status < 500;
          setNotice({
            tone: 'error',
            message: isActionable
              ? { title: error.title, body: error.body }
              : { title: SERVER_ERROR_TITLE, body: SERVER_ERROR_BODY },
          });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const emptySlots = Array.from({ length: Math.max(0, subscription.empty_learners) }, (_, index) => index);
  const card = subscription.card ?? null;
  const isYearly = subscription.subscription_plan === SUBSCRIPTION_PLAN.yearly;
  const nextBilling = formatDate(subscription.next_billing_date);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t('membership.title')}</Title>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'error'}
          onHide={() => setNotice(null)}
          closeLabel={t('closeAlert')}
        />
        {subscription.status === 'paused' && (
          <Alert color="red" title={t('membership.pausedTitle')}>
            {card ? t('membership.pausedWithCard') : t('membership.pausedNoCard')}
          </Alert>
        )}

        <Stack gap="md" component="section" aria-labelledby="memberships-heading">
          <Group justify="space-between">
            <Title order={2} size="h3" id="memberships-heading">
              {t('membership.membershipsHeading')}
            </Title>
            <Button component={Link} to={paths.myStudentsAddStudent.build()} variant="outline">
              {t('membership.addStudent')}
            </Button>
          </Group>
          {subscription.learners.length === 0 && emptySlots.length === 0 ? (
            <Text>{t('membership.noMemberships')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {subscription.learners.map((learner) => (
                <MembershipCard
                  key={learner.id}
                  subscription={subscription}
                  learner={learner}
                  isBusy={changeMembership.isPending}
                  onAction={(action, target) => setPending({ action, learner: target })}
                />
              ))}
              {emptySlots.map((index) => (
                <EmptySlotCard key={`empty-${index}`} index={index} />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="billing-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="billing-heading">
              {t('membership.billingHeading')}
            </Title>
            {invoices.isPending ? (
              <PageSpinner label={t('membership.loadingInvoices')} isInline />
            ) : (
              <>
                {invoices.isError && (
                  <Alert color="red" role="alert" title={SERVER_ERROR_TITLE}>
                    {SERVER_ERROR_BODY}
                  </Alert>
                )}
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <Stack gap={2}>
                    <Text fw={600}>{t('membership.nextBillingDate')}</Text>
                    <Text data-testid="next-billing-date">{nextBilling ?? t('membership.none')}</Text>
                  </Stack>
                  <Stack gap={2}>
                    <Text fw={600}>{t('membership.amount')}</Text>
                    <Text data-testid="billing-amount">
                      {t(isYearly ? 'membership.amountYearly' : 'membership.amountMonthly', {
                        amount: formatCadCents(subscription.amount_cents, locale),
                      })}
                    </Text>
                  </Stack>
                  <Stack gap={2}>
                    <Text fw={600}>{t('membership.paymentMethod')}</Text>
                    <Text data-testid="card-on-file">
                      {card
                        ? t('membership.cardOnFile', {
                            brand: card.cardBrand,
                            last4: card.last4,
                            expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
                          })
                        : t('membership.noCard')}
                    </Text>
                  </Stack>
                </SimpleGrid>
              </>
            )}
            {subscription.trial_ends_at && new Date(subscription.trial_ends_at).getTime() > Date.now() && (
              <Text>{t('membership.trialNote', { date: formatDate(subscription.trial_ends_at) })}</Text>
            )}
            <Group gap="sm">
              <Button component={Link} to={paths.addMembership.build()}>
                {t('membership.addMembership')}
              </Button>
              <Button variant="outline" onClick={() => setCardMode(0)}>
                {card ? t('membership.editCard') : t('membership.addCard')}
              </Button>
              {card && (
                <Button variant="subtle" color="red" onClick={() => setCardMode(1)}>
                  {t('membership.removeCard')}
                </Button>
              )}
              <Button component={Link} to={paths.billingHistory.build()} variant="subtle">
                {t('membership.billingHistory')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>

      <Modal
        closeButtonProps={{ 'aria-label': t('closeAlert') }}
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.action === 'cancel'
            ? t('membership.confirmCancelTitle')
            : t('membership.confirmResumeTitle')
        }
        centered
      >
        {pending && (
          <Stack>
            <Text>
              {pending.action === 'cancel'
                ? t('membership.confirmCancelBody', {
                    name: displayLearnerName(pending.learner.user),
                    date: nextBilling,
                  })
                : t('membership.confirmResumeBody', { name: displayLearnerName(pending.learner.user) })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('membership.confirmNo')}
              </Button>
              <Button
                color={pending.action === 'cancel' ? 'red' : undefined}
                onClick={confirmChange}
                loading={changeMembership.isPending}
              >
                {pending.action === 'cancel' ? t('membership.confirmCancel') : t('membership.confirmResume')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <CardDialog
        mode={cardMode}
        subscription={subscription}
        onClose={() => setCardMode(null)}
        onNotice={setNotice}
      />
    </Container>
  );
}
