import { Alert, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { useSubscription } from '../../billing/api/use-subscription.query';

/** Spec 3 §3: "A name containing an at-sign is shown as the nickname." */
function displayName(user: { name: string; nickname: string | null }): string {
  return user.name.includes('@') && user.nickname ? user.nickname : user.name;
}

/**
 * The top of the parent's two read-only pages: the learner's name, a switch to the parent's other learners (from
 * the parent's own subscription, so only their learners are offered) and a link to the sibling page.
 */
export function LearnerHeader({
  title,
  learnerId,
  buildPath,
  otherPage,
}: {
  title: (name: string) => string;
  learnerId: string;
  buildPath: (learnerId: string) => string;
  otherPage: { label: string; href: string };
}) {
  const { t } = useTranslation('progress');
  const navigate = useNavigate();
  const subscription = useSubscription();
  const learners = subscription.status === 'present' ? subscription.subscription.learners : [];
  const current = learners.find((learner) => learner.user_id === learnerId);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{title(current ? displayName(current.user) : t('parent.learnerFallback'))}</Title>
        <Button component={Link} to={otherPage.href} variant="light">
          {otherPage.label}
        </Button>
      </Group>
      {learners.length > 1 && (
        <Select
          label={t('parent.chooseLearner')}
          value={learnerId}
          onChange={(value) => value && void navigate(buildPath(value))}
          data={learners.map((learner) => ({ value: learner.user_id, label: displayName(learner.user) }))}
          allowDeselect={false}
          maw={320}
        />
      )}
    </Stack>
  );
}

/** A refused read (403: not this parent's learner) shows the server's words; anything else a generic line. */
export function LearnerReadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('progress');
  return (
    <Alert color="red" role="alert" title={isApiRequestError(error) ? error.title : t('loadFailedTitle')}>
      {isApiRequestError(error) ? error.body : t('loadFailedBody')}
    </Alert>
  );
}
