import { ActionIcon, Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from '@mathwise/api-contract';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RatingStars } from './rating-stars.component';
import { useAutoAdvance } from './use-auto-advance';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * Parents' testimonials, one at a time, moving on every 20 s (spec 1 §9). Lazy-loaded below the fold, so its code
 * is not part of the landing page's first download. Paused while hovered or focused, with its own pause button.
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation('site');
  const testimonials = t('landing.testimonials.items', { returnObjects: true }) as Testimonial[];
  const count = testimonials.length;
  const rotation = useAutoAdvance(count, TESTIMONIAL_INTERVAL_MS);
  const index = rotation.index;

  const current = testimonials[index];
  if (!current) return null;

  return (
    <Box
      aria-roledescription={t('landing.testimonials.roleDescription')}
      aria-label={t('landing.testimonials.title')}
      role="region"
      {...rotation.holdProps}
    >
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="sm"
        mih={250}
        role="group"
        aria-roledescription={t('landing.testimonials.slide')}
        aria-label={t('landing.testimonials.position', { index: index + 1, count })}
        aria-live={rotation.isRotating ? 'off' : 'polite'}
      >
        <Stack gap="md">
          <RatingStars
            rating={current.ratings}
            label={t('landing.testimonials.rating', { rating: current.ratings, max: 5 })}
          />
          <Text fw={700} size="lg">
            {current.title}
          </Text>
          <Text component="blockquote" m={0} size="lg" fs="italic">
            “{current.comment}”
          </Text>
          <Group gap="sm">
            <Avatar color="brand" radius="xl" aria-hidden="true">
              {initialsOf(current.name)}
            </Avatar>
            <div>
              <Text fw={600}>{current.name}</Text>
              <Text size="sm" c="dimmed">
                {current.type}
              </Text>
            </div>
          </Group>
        </Stack>
      </Paper>
      <Group justify="center" mt="md" gap="sm">
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={() => rotation.move(-1)}
          aria-label={t('landing.testimonials.previous')}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={rotation.togglePlaying}
          aria-label={rotation.isPlaying ? t('landing.testimonials.pause') : t('landing.testimonials.play')}
        >
          {rotation.isPlaying ? (
            <IconPlayerPauseFilled size={16} aria-hidden="true" />
          ) : (
            <IconPlayerPlayFilled size={16} aria-hidden="true" />
          )}
        </ActionIcon>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={() => rotation.move(1)}
          aria-label={t('landing.testimonials.next')}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Box>
  );
}
