import { Badge, type BadgeProps } from '@mantine/core';
import type { SkillLevel } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';

/** Level badge colours; each reaches WCAG AA 4.5:1 as outline text on white (Mantine's orange.9 does not). */
export const LEVEL_COLOURS: Record<SkillLevel, string> = {
  Fundamental: 'red.8',
  Intermediate: '#9c4200',
  Advanced: 'green.8',
  Master: 'brand.7',
};

/**
 * A skill's level, or "Not started" for a skill the learner has never answered a question of (issue 21): 0 points is
 * Fundamental by the bands, but a red Fundamental would tell a learner who has not begun that they are behind.
 */
export function SkillLevelBadge({
  level,
  isStarted,
  namespace = 'practice',
  size,
  testId,
}: {
  level: SkillLevel;
  isStarted: boolean;
  /** The feature whose strings hold `levels.*` and `notStarted`. */
  namespace?: 'practice' | 'progress';
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Badge
      size={size}
      color={isStarted ? LEVEL_COLOURS[level] : 'gray.7'}
      variant="outline"
      data-testid={testId}
    >
      {isStarted ? t(`levels.${level}`) : t('notStarted')}
    </Badge>
  );
}
