import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Moves a carousel on every `seconds` (0 turns autoplay off [home-and-layout 4]). It rests while the pointer
 * or keyboard focus is on the carousel, and for people who ask for reduced motion.
 */
export function useAutoplay(embla: EmblaCarouselType | null, seconds: number) {
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  useEffect(() => {
    if (!embla || seconds <= 0 || paused || reduced) return;
    const timer = window.setInterval(() => embla.scrollNext(), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [embla, seconds, paused, reduced]);
  return {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
}
