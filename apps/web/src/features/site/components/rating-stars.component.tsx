import { Group } from '@mantine/core';
import { RATING_MAX, RATING_MIN } from '@mathwise/api-contract';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Ratings 1 to 5 (spec 1 §9) as stars, read out as one phrase such as "Rated 4 out of 5". */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const stars = Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));
  return (
    <Group gap={2} role="img" aria-label={label}>
      {Array.from({ length: RATING_MAX }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={18} color="#e67700" aria-hidden="true" />
        ) : (
          <IconStar key={index} size={18} color="#868e96" aria-hidden="true" />
        ),
      )}
    </Group>
  );
}
