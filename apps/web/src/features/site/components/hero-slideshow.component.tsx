import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { SLIDESHOW_INTERVAL_MS } from '@mathwise/api-contract';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { useAutoAdvance } from './use-auto-advance';
import {
  PracticeScreenIllustration,
  ProgressScreenIllustration,
  ReportScreenIllustration,
} from './screen-illustrations.component';

const SLIDES = [
  { key: 'practice', Illustration: PracticeScreenIllustration },
  { key: 'report', Illustration: ReportScreenIllustration },
  { key: 'progress', Illustration: ProgressScreenIllustration },
] as const;

/** The hero's three product screens, one every 4 s (spec 1 §4), pausable and still under reduced motion. */
export function HeroSlideshow() {
  const { t } = useTranslation('site');
  const rotation = useAutoAdvance(SLIDES.length, SLIDESHOW_INTERVAL_MS);
  const activeIndex = rotation.index;

  return (
    <Box
      component="section"
      aria-roledescription={t('landing.slideshow.roleDescription')}
      aria-label={t('landing.slideshow.label')}
      {...rotation.holdProps}
    >
      {/* Announce slide changes only when the visitor drives them; a rotating slideshow would talk over the page. */}
      <div className={classes.slides} aria-live={rotation.isRotating ? 'off' : 'polite'}>
        {SLIDES.map(({ key, Illustration }, index) => (
          <div
            key={key}
            className={classes.slide}
            data-active={index === activeIndex || undefined}
            role="group"
            aria-roledescription={t('landing.slideshow.slide')}
            aria-label={t('landing.slideshow.position', { index: index + 1, count: SLIDES.length })}
            aria-hidden={index !== activeIndex}
          >
            <Illustration label={t(`landing.slideshow.slides.${key}.image`)} />
            <Text ta="center" mt="sm" fw={600} c="gray.8">
              {t(`landing.slideshow.slides.${key}.caption`)}
            </Text>
          </div>
        ))}
      </div>
      <Group justify="center" gap="xs" mt="xs">
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={rotation.togglePlaying}
          aria-label={rotation.isPlaying ? t('landing.slideshow.pause') : t('landing.slideshow.play')}
        >
          {rotation.isPlaying ? (
            <IconPlayerPauseFilled size={16} aria-hidden="true" />
          ) : (
            <IconPlayerPlayFilled size={16} aria-hidden="true" />
          )}
        </ActionIcon>
        {SLIDES.map(({ key }, index) => (
          <UnstyledButton
            key={key}
            className={classes.dot}
            data-active={index === activeIndex || undefined}
            aria-label={t('landing.slideshow.show', {
              index: index + 1,
              name: t(`landing.slideshow.slides.${key}.name`),
            })}
            aria-current={index === activeIndex}
            onClick={() => rotation.show(index)}
          />
        ))}
      </Group>
    </Box>
  );
}
