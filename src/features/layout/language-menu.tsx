import { Menu } from '@mantine/core';
import { cloneElement, useState, type ReactElement } from 'react';
import { productNameLocale, useT, type Locale } from '../../i18n';
import { CheckIcon } from '../../ui/icons';
import { useRealTriggerRef, type FallbackHandover } from '../../ui/fallback-trigger';

export interface LanguageMenuProps {
  /** The button that opens the menu (it takes the menu's ref, handlers and aria attributes). */
  trigger: ReactElement;
  locale: Locale;
  locales: readonly Locale[];
  onChoose: (locale: Locale) => void;
  /** Open at once: the visitor pressed the button before this chunk had arrived. */
  defaultOpened: boolean;
  /** Whether the button that stood in until this chunk arrived held focus. */
  handover: FallbackHandover;
}

/** The language switcher's menu: a chunk of its own (see language-switcher.tsx). */
export default function LanguageMenu({ trigger, locale, locales, onChoose, defaultOpened, handover }: LanguageMenuProps) {
  const t = useT('shell');
  // Mounted open when clicked meanwhile (defaultOpened); opened after mount when the press was
  // still going down on the fallback as this chunk arrived.
  const [opened, setOpened] = useState(defaultOpened);
  const triggerRef = useRealTriggerRef(handover, false, () => setOpened(true));
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger as ReactElement<{ ref?: unknown }>, { ref: triggerRef })}</Menu.Target>
      <Menu.Dropdown aria-label={t('language.change')}>
        {locales.map((option) => (
          <Menu.Item
            key={option}
            lang={productNameLocale(option)}
            aria-current={option === locale ? 'true' : undefined}
            rightSection={option === locale ? <CheckIcon size={14} /> : null}
            fw={option === locale ? 700 : undefined}
            onClick={() => onChoose(option)}
          >
            {t(`language.name.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
