import { Box, Menu, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { ChevronDownIcon } from '../../ui/icons';
import { isExternalLink, submenuEntries, type MenuItem } from './nav-items';
import { NavHref } from './nav-link';
import classes from './layout.module.css';

export interface DesktopNavProps {
  /** program.content[locale].desktopMenu */
  items: readonly MenuItem[];
}

/** Whether the page showing is this item's or one of its descendants'. */
function leadsTo(item: MenuItem, pathname: string): boolean {
  if (!isExternalLink(item.link) && item.link === pathname) return true;
  return (item.children ?? []).some((child) => leadsTo(child, pathname));
}

/**
 * A submenu's open state and how it was opened. WAI-ARIA's menu button: Enter, Space and ArrowDown
 * on the trigger open the menu with its first item focused (Mantine opens on Enter and Space only,
 * and focuses a placeholder); a pointer opens it without moving focus into it.
 */
function useSubmenu() {
  const [opened, setOpened] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setByKeyboard(true);
      setOpened(true);
    } else if (event.key === 'Enter' || event.key === ' ') setByKeyboard(true);
  };
  const menuProps = {
    ...submenuProps,
    opened,
    onChange: (next: boolean) => {
      setOpened(next);
      if (!next) setByKeyboard(false);
    },
    withInitialFocusPlaceholder: !byKeyboard,
  };
  /** Props of the dropdown's first item: where keyboard focus lands on opening. */
  const firstItemProps = byKeyboard ? { 'data-autofocus': true } : {};
  return { menuProps, onTriggerKeyDown, firstItemProps };
}

// Links and submenu triggers share one class, so the row is one height, size and weight.
function MenuTrigger({
  label,
  active,
  onKeyDown,
}: {
  label: string;
  active: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Menu.Target>
      <UnstyledButton className={classes.navItem} data-active={active || undefined} onKeyDown={onKeyDown}>
        {label}
        <ChevronDownIcon size={14} className={classes.navChevron} />
      </UnstyledButton>
    </Menu.Target>
  );
}

// Click and hover both open a submenu; Enter, Space or ArrowDown on the focused trigger opens it
// with its first item focused, the arrows move through it (loop) and Escape closes it, focus back
// on the trigger. No open delay: Mantine's delayed open is not
// cancelled by an item's click, so a pointer (or a touch's emulated mouseenter) that enters the
// dropdown and clicks within the delay would open the menu again after it closed.
const submenuProps = {
  trigger: 'click-hover',
  openDelay: 0,
  closeDelay: 150,
  position: 'bottom-start',
  withinPortal: true,
  loop: true,
} as const;

/** kind menu: a dropdown of links, led by the parent's own page. */
function DropdownMenu({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { menuProps, onTriggerKeyDown, firstItemProps } = useSubmenu();
  return (
    <Menu {...menuProps}>
      <MenuTrigger label={item.label} active={leadsTo(item, pathname)} onKeyDown={onTriggerKeyDown} />
      <Menu.Dropdown miw={220}>
        {submenuEntries(item).map((child, index) => (
          <Menu.Item
            key={`${child.link}-${child.label}`}
            renderRoot={(props) => <NavHref href={child.link} {...props} />}
            {...(index === 0 ? firstItemProps : {})}
          >
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** kind megamenu: a wide panel with one column per category and its children. */
function MegaMenu({ item, pathname }: { item: MenuItem; pathname: string }) {
  const columns = item.children ?? [];
  const { menuProps, onTriggerKeyDown, firstItemProps } = useSubmenu();
  return (
    <Menu {...menuProps}>
      <MenuTrigger label={item.label} active={leadsTo(item, pathname)} onKeyDown={onTriggerKeyDown} />
      <Menu.Dropdown p="md" className={classes.megaPanel}>
        <Menu.Item renderRoot={(props) => <NavHref href={item.link} {...props} />} fw={700} mb="xs" {...firstItemProps}>
          {item.label}
        </Menu.Item>
        <SimpleGrid cols={{ base: 2, lg: Math.min(4, Math.max(columns.length, 1)) }} spacing="md" verticalSpacing="md">
          {columns.map((column) => (
            <Box key={`${column.link}-${column.label}`}>
              <Menu.Item renderRoot={(props) => <NavHref href={column.link} {...props} />} fw={700}>
                {column.label}
              </Menu.Item>
              {(column.children ?? []).map((child) => (
                <Menu.Item
                  key={`${child.link}-${child.label}`}
                  renderRoot={(props) => <NavHref href={child.link} {...props} />}
                  py={4}
                  fz="sm"
                >
                  {child.label}
                </Menu.Item>
              ))}
            </Box>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The desktop menu of the program content: links, dropdown menus and megamenus, all keyboard reachable. */
export function DesktopNav({ items }: DesktopNavProps) {
  const t = useT('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={classes.navList}>
        {items.map((item) => (
          <li key={`${item.link}-${item.label}`} className={classes.navEntry}>
            {item.kind === 'link' || !item.children?.length ? (
              <NavHref href={item.link} className={classes.navItem}>
                {item.label}
              </NavHref>
            ) : item.kind === 'megamenu' ? (
              <MegaMenu item={item} pathname={pathname} />
            ) : (
              <DropdownMenu item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
