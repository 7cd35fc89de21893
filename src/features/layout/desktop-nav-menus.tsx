import { Box, Menu, SimpleGrid } from '@mantine/core';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useRealTriggerRef, type FallbackHandover } from '../../ui/fallback-trigger';
import { submenuEntries, type MenuItem } from './nav-items';
import { NavHref } from './nav-link';
import { SubmenuButton } from './submenu-button';
import classes from './layout.module.css';

/** What desktop-nav.tsx gives a submenu: the item, whether the page showing is under it, and whether it was pressed before this chunk arrived. */
export interface SubmenuProps {
  item: MenuItem;
  active: boolean;
  /** Open at once, first item focused when `byKeyboard`: the trigger was used before this chunk was in. */
  openAtOnce: { byKeyboard: boolean } | null;
  /** Whether the trigger that stood in until this chunk arrived held focus. */
  handover: FallbackHandover;
}

/**
 * A submenu's open state and how it was opened. WAI-ARIA's menu button: Enter, Space and ArrowDown
 * on the trigger open the menu with its first item focused (Mantine opens on Enter and Space only,
 * and focuses a placeholder); a pointer opens it without moving focus into it.
 */
function useSubmenu(openAtOnce: SubmenuProps['openAtOnce'], handover: FallbackHandover) {
  const [opened, setOpened] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(openAtOnce?.byKeyboard ?? false);
  // Pressed before this chunk arrived: open at once (with the first item focused if by keyboard).
  const triggerRef = useRealTriggerRef(handover, openAtOnce !== null, () => setOpened(true));
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
  return { menuProps, onTriggerKeyDown, firstItemProps, triggerRef };
}

function MenuTrigger({
  label,
  active,
  onKeyDown,
  triggerRef,
}: {
  label: string;
  active: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  triggerRef: Ref<HTMLButtonElement>;
}) {
  return (
    <Menu.Target>
      <SubmenuButton ref={triggerRef} label={label} active={active} onKeyDown={onKeyDown} />
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
export function DropdownMenu({ item, active, openAtOnce, handover }: SubmenuProps) {
  const { menuProps, onTriggerKeyDown, firstItemProps, triggerRef } = useSubmenu(openAtOnce, handover);
  return (
    <Menu {...menuProps}>
      <MenuTrigger label={item.label} active={active} onKeyDown={onTriggerKeyDown} triggerRef={triggerRef} />
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
export function MegaMenu({ item, active, openAtOnce, handover }: SubmenuProps) {
  const columns = item.children ?? [];
  const { menuProps, onTriggerKeyDown, firstItemProps, triggerRef } = useSubmenu(openAtOnce, handover);
  return (
    <Menu {...menuProps}>
      <MenuTrigger label={item.label} active={active} onKeyDown={onTriggerKeyDown} triggerRef={triggerRef} />
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
