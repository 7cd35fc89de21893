import { UnstyledButton, VisuallyHidden, type UnstyledButtonProps } from '@mantine/core';
import { useState, type ComponentPropsWithRef } from 'react';
import { productNameLocale, useLocale, useT, type Locale } from '../../i18n';
import { LazyTrigger, lazyComponent } from '../../ui/lazy-component';
import { FallbackTrigger, useFallbackHandover } from '../../ui/fallback-trigger';
import { ChevronDownIcon, LanguageIcon } from '../../ui/icons';
import { useLanguageChoice } from './language-choice';

// The menu (Mantine's Menu, Popover and Floating UI: about 27 kB gzip) is a chunk of its own,
// fetched once the browser is idle after the page's first render: on /login it is the only menu,
// and the sign-in card should not wait for it (docs/performance.md). Until it arrives the same
// button shows; pressed meanwhile, it opens the menu as soon as the chunk is in, and focus on it
// moves to the real button.
const LanguageMenu = lazyComponent(() => import('./language-menu'));

export interface LanguageSwitcherProps {
  /** `bar`: text in the colour around it (the header's top bar, the drawer); `pill`: a light
   * button of its own, readable on any background (the sign-in pages' picture). */
  variant?: 'bar' | 'pill';
}

/**
 * The program's languages only ([home-and-layout 9]: the locale context holds program.languages); nothing when
 * the program has one. Each language is named in itself, so a visitor finds theirs.
 */
export function LanguageSwitcher({ variant = 'bar' }: LanguageSwitcherProps) {
  const { locale, locales, setLocale } = useLocale();
  const told = useLanguageChoice();
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const handover = useFallbackHandover();
  if (locales.length < 2) return null;
  const choose = (next: Locale) => {
    if (next !== locale && setLocale(next)) told?.(next);
  };
  const fallback = (
    <FallbackTrigger handover={handover}>
      {(stand) => (
        <LanguageButton {...stand} variant={variant} aria-haspopup="menu" aria-expanded={false} onClick={() => setOpenWhenReady(true)} />
      )}
    </FallbackTrigger>
  );
  return (
    <LazyTrigger component={LanguageMenu} fallback={fallback} pressed={openWhenReady}>
      <LanguageMenu
        trigger={<LanguageButton variant={variant} />}
        locale={locale}
        locales={locales}
        onChoose={choose}
        defaultOpened={openWhenReady}
        handover={handover}
      />
    </LazyTrigger>
  );
}

type LanguageButtonProps = { variant: 'bar' | 'pill' } & UnstyledButtonProps & ComponentPropsWithRef<'button'>;

/** The switcher's button: the current language, named in itself. */
function LanguageButton({ variant, ...rest }: LanguageButtonProps) {
  const t = useT('shell');
  const { locale } = useLocale();
  return (
    <UnstyledButton
      fz="sm"
      title={t('language.change')}
      {...(variant === 'pill'
        ? { bg: 'white', c: 'dark.9', px: 'sm', py: 6, bdrs: 'xl', style: { border: '1px solid var(--mantine-color-gray-4)' } }
        : { c: 'inherit' })}
      {...rest}
    >
      <LanguageIcon size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
      <VisuallyHidden>{t('language.label')}</VisuallyHidden> <span lang={productNameLocale(locale)}>{t(`language.name.${locale}`)}</span>
      <ChevronDownIcon size={14} style={{ verticalAlign: 'middle', marginInlineStart: 2 }} />
    </UnstyledButton>
  );
}
