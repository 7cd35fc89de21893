import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { isBackToTopVisible } from './back-to-top-threshold';
import { useT } from '../../i18n';
import { ArrowUpIcon } from '../../ui/icons';

/** SPEC §2, §9: appears after 300 px of scrolling; scrolls back up and puts focus at the page top. */
export function BackToTop() {
  const t = useT('shell');
  const [scroll, scrollTo] = useWindowScroll();
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={isBackToTopVisible(scroll.y)}>
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
              if (reducedMotion) window.scrollTo({ top: 0 });
              else scrollTo({ y: 0 });
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
