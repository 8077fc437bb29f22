import {
  CANCEL_PREMIUM,
  FREE_SUBSCRIPTION_PLAN,
  MEMBERSHIP_ENDS_ON,
  MEMBERSHIP_PAUSED,
  MEMBERSHIP_RENEWS_ON,
  RESUME_PREMIUM,
  type Learner,
  type Subscription,
} from '@mathwise/api-contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { displayLearnerName } from '../../learners/learner-name';
import { selectMembershipAction, selectMembershipState, type MembershipState } from '../membership-state';
import { formatDate } from '../../../ui/dates';

interface MembershipCardProps {
  subscription: Subscription;
  learner: Learner;
  onAction: (action: 'cancel' | 'resume', learner: Learner) => void;
  isBusy: boolean;
}

function describeState(state: MembershipState, date: string | null): string {
  switch (state) {
    case 'renews':
      return date ? `${MEMBERSHIP_RENEWS_ON} ${date}` : MEMBERSHIP_RENEWS_ON;
    case 'ends':
      return date ? `${MEMBERSHIP_ENDS_ON} ${date}` : MEMBERSHIP_ENDS_ON;
    case 'paused':
      return MEMBERSHIP_PAUSED;
    case 'free':
      return FREE_SUBSCRIPTION_PLAN;
  }
}

// Only the theme's brand, red and green palettes reach 4.5:1 as light-variant text (app/theme.ts).
const STATE_COLOUR: Record<MembershipState, string> = {
  renews: 'green',
  ends: 'brand',
  paused: 'red',
  free: 'brand',
};

/** One learner's membership: its state, and cancel or resume (spec 2 §4). */
export function MembershipCard({ subscription, learner, onAction, isBusy }: MembershipCardProps) {
  const { t } = useTranslation('billing');
  const state = selectMembershipState(subscription, learner);
  const action = selectMembershipAction(state);
  const name = displayLearnerName(learner.user);
  const headingId = `membership-${learner.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          <Badge color={STATE_COLOUR[state]} variant="light">
            {t(`membership.stateBadge.${state}`)}
          </Badge>
        </Group>
        <Text>{t('membership.premium')}</Text>
        <Text fw={600}>{describeState(state, formatDate(subscription.next_billing_date))}</Text>
        <Group gap="sm">
          {action && (
            <Button
              variant={action === 'cancel' ? 'outline' : 'filled'}
              color={action === 'cancel' ? 'red' : undefined}
              onClick={() => onAction(action, learner)}
              disabled={isBusy}
              aria-label={`${action === 'cancel' ? CANCEL_PREMIUM : RESUME_PREMIUM}: ${name}`}
            >
              {action === 'cancel' ? CANCEL_PREMIUM : RESUME_PREMIUM}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.product.build()}
            variant="subtle"
            aria-label={t('membership.detailsFor', { name })}
          >
            {t('membership.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A membership paid for but given to nobody yet, with the way to fill it. */
export function EmptySlotCard({ index }: { index: number }) {
  const { t } = useTranslation('billing');
  const headingId = `empty-slot-${index}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId} bg="gray.0">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('membership.emptySlotTitle', { number: index + 1 })}
        </Title>
        <Text>{t('membership.emptySlotBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.myStudentsAddStudent.build()}>
            {t('membership.addStudent')}
          </Button>
          <Button component={Link} to={paths.product.build()} variant="subtle">
            {t('membership.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
