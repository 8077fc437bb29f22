import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerBadge } from '../api/use-learner-progress.query';
import { formatDateTime } from '../../../ui/dates';

/** A learner's badges, with the certificate of each mastered topic; shown to the learner and to their parent. */
export function BadgesSection({ badges }: { badges: LearnerBadge[] }) {
  const { t } = useTranslation('progress');
  return (
    <Stack gap="sm" component="section" aria-labelledby="badges">
      <Title order={2} size="h3" id="badges">
        {t('parent.badgesTitle')}
      </Title>
      {badges.length === 0 ? (
        <Text>{t('parent.noBadges')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {badges.map((badge) => (
            <Paper key={badge.key} withBorder radius="md" p="md" component="li">
              <Stack gap={4}>
                <Badge variant="light" color="yellow.9" style={{ alignSelf: 'flex-start' }}>
                  {badge.name}
                </Badge>
                <Text size="sm">{badge.description}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(badge.earned_at)}
                </Text>
                {badge.certificate_url && (
                  <Anchor href={badge.certificate_url} target="_blank" rel="noopener" size="sm">
                    {t('parent.certificate')}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
