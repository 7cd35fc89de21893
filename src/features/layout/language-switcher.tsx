import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { productNameLocale, useLocale, useT } from '../../i18n';
import { CheckIcon, ChevronDownIcon, LanguageIcon } from '../../ui/icons';

export interface LanguageSwitcherProps {
  /** `bar`: text in the colour around it (the header's top bar, the drawer); `pill`: a light
   * button of its own, readable on any background (the sign-in pages' picture). */
  variant?: 'bar' | 'pill';
}

/**
 * The program's languages only (SPEC §9: the locale context holds program.languages); nothing when
 * the program has one. Each language is named in itself, so a visitor finds theirs.
 */
export function LanguageSwitcher({ variant = 'bar' }: LanguageSwitcherProps) {
  const t = useT('shell');
  const { locale, locales, setLocale } = useLocale();
  if (locales.length < 2) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          fz="sm"
          title={t('language.change')}
          {...(variant === 'pill'
            ? { bg: 'white', c: 'dark.9', px: 'sm', py: 6, bdrs: 'xl', style: { border: '1px solid var(--mantine-color-gray-4)' } }
            : { c: 'inherit' })}
        >
          <LanguageIcon size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
          <VisuallyHidden>{t('language.label')}</VisuallyHidden>{' '}
          <span lang={productNameLocale(locale)}>{t(`language.name.${locale}`)}</span>
          <ChevronDownIcon size={14} style={{ verticalAlign: 'middle', marginInlineStart: 2 }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.change')}>
        {locales.map((option) => (
          <Menu.Item
            key={option}
            lang={productNameLocale(option)}
            aria-current={option === locale ? 'true' : undefined}
            rightSection={option === locale ? <CheckIcon size={14} /> : null}
            fw={option === locale ? 700 : undefined}
            onClick={() => setLocale(option)}
          >
            {t(`language.name.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
