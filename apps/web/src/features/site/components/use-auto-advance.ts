import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type FocusEvent } from 'react';

/**
 * The timing both rotating parts of the landing page share (hero slideshow, testimonials): move on every
 * `intervalMs`, stop while the pointer or keyboard focus is inside (WCAG 2.2.2), honour a pause button, and start
 * paused when the system asks for reduced motion.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const isMotionReduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [isHeld, setIsHeld] = useState(false);
  const isPlaying = choice === 'play' || (choice === null && !isMotionReduced);
  const isRotating = isPlaying && !isHeld && count > 1;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [isRotating, count, intervalMs]);

  return {
    index: count > 0 ? index % count : 0,
    isPlaying,
    isRotating,
    show: (next: number) => setIndex(((next % count) + count) % count),
    move: (step: number) => setIndex((current) => (((current + step) % count) + count) % count),
    togglePlaying: () => setChoice(isPlaying ? 'pause' : 'play'),
    /** Spread on the rotating region. */
    holdProps: {
      onMouseEnter: () => setIsHeld(true),
      onMouseLeave: () => setIsHeld(false),
      onFocus: () => setIsHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      },
    },
  };
}
