import type { Learner } from '@mathwise/api-contract';
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { displayLearnerName } from '../learner-name';

interface LearnerCardProps {
  learner: Learner;
  gradeName: string | null;
}

/** One student on My Students: name (nickname when the name is an e-mail), e-mail, grade and settings. */
export function LearnerCard({ learner, gradeName }: LearnerCardProps) {
  const { t } = useTranslation('students');
  const name = displayLearnerName(learner.user);
  const headingId = `learner-${learner.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={learner.user.picture} alt="" radius="xl" size="lg" color="brand">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Title order={3} size="h4" id={headingId}>
              {name}
            </Title>
            <Text size="sm">{learner.user.email}</Text>
          </Stack>
        </Group>
        <Text>{gradeName ? t('card.grade', { grade: gradeName }) : t('card.noGrade')}</Text>
        <Text size="sm">{learner.status ? t('card.membershipActive') : t('card.membershipPaused')}</Text>
        <Button
          component={Link}
          to={paths.accountSettings.build(learner.user_id)}
          variant="outline"
          aria-label={t('card.settingsFor', { name })}
        >
          {t('card.settings')}
        </Button>
      </Stack>
    </Card>
  );
}
