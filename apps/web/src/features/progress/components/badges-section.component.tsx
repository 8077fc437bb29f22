import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAward,
  IconClipboardCheck,
  IconFlame,
  IconStarFilled,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@mathwise/api-contract';
import { formatDateTime } from '../../../ui/dates';

/** Each badge's picture: a light tint behind a dark icon, and the name in the page's text colour beside it. */
function pictureOf(key: string): { icon: Icon; color: string } {
  if (key.startsWith('streak_')) return { icon: IconFlame, color: 'orange' };
  if (key.startsWith('topic_mastered')) return { icon: IconTrophy, color: 'yellow' };
  if (key === 'first_mastered_skill') return { icon: IconAward, color: 'grape' };
  if (key === 'first_diagnostic') return { icon: IconClipboardCheck, color: 'teal' };
  return { icon: IconStarFilled, color: 'brand' };
}

/** A learner's badges, with the certificate of each mastered topic; shown to the learner and to their parent. */
export function BadgesSection({ badges }: { badges: Badge[] }) {
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
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon
                    size={44}
                    radius="xl"
                    variant="light"
                    color={pictureOf(badge.key).color}
                    aria-hidden="true"
                  >
                    {(() => {
                      const Picture = pictureOf(badge.key).icon;
                      return <Picture size={26} />;
                    })()}
                  </ThemeIcon>
                  <Title order={3} size="h5">
                    {badge.name}
                  </Title>
                </Group>
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
