import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { isBackToTopVisible } from './back-to-top-threshold';
import { useT } from '../../i18n';
import { ArrowUpIcon } from '../../ui/icons';

/** [home-and-layout 22; constants 11]: appears after 300 px of scrolling; scrolls back up and puts focus at the page top. */
export function BackToTop() {
  const t = useT('shell');
  // Read on scroll only, not on mount: Mantine's useWindowScroll reads the position in the commit,
  // which forces the first layout of the whole page inside that task (~25 ms of the shop's load,
  // ×4 on a phone; docs/performance.md). Pages open at the top, and restored scroll fires a scroll event.
  const [visible, setVisible] = useState(false);
  const onScroll = useCallback(() => setVisible(isBackToTopVisible(window.scrollY)), []);
  useWindowEvent('scroll', onScroll, { passive: true });
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={visible}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            color="button"
            aria-label={t('backToTop')}
            title={t('backToTop')}
            onClick={() => {
              window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
          >
            <ArrowUpIcon size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
