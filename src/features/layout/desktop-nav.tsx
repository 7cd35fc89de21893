import { Anchor, Box, Menu, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useT } from '../../i18n';
import { ChevronDownIcon } from './icons';
import { submenuEntries, type MenuItem } from './nav-items';
import { NavHref } from './nav-link';
import classes from './layout.module.css';

export interface DesktopNavProps {
  /** program.content[locale].desktopMenu */
  items: readonly MenuItem[];
}

function MenuTrigger({ label }: { label: string }) {
  return (
    <Menu.Target>
      <UnstyledButton className={classes.navItem}>
        {label}
        <ChevronDownIcon size={14} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
      </UnstyledButton>
    </Menu.Target>
  );
}

/** kind menu: a dropdown of links, led by the parent's own page. */
function DropdownMenu({ item }: { item: MenuItem }) {
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal loop>
      <MenuTrigger label={item.label} />
      <Menu.Dropdown miw={200}>
        {submenuEntries(item).map((child) => (
          <Menu.Item key={`${child.link}-${child.label}`} renderRoot={(props) => <NavHref href={child.link} {...props} />}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** kind megamenu: a wide panel with one column per category and its children. */
function MegaMenu({ item }: { item: MenuItem }) {
  const columns = item.children ?? [];
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal loop>
      <MenuTrigger label={item.label} />
      <Menu.Dropdown p="md" className={classes.megaPanel}>
        <Menu.Item renderRoot={(props) => <NavHref href={item.link} {...props} />} fw={700} mb="xs">
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
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={classes.navList}>
        {items.map((item) => (
          <li key={`${item.link}-${item.label}`}>
            {item.kind === 'link' || !item.children?.length ? (
              <Anchor renderRoot={(props) => <NavHref href={item.link} {...props} />} className={classes.navItem} underline="never">
                {item.label}
              </Anchor>
            ) : item.kind === 'megamenu' ? (
              <MegaMenu item={item} />
            ) : (
              <DropdownMenu item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
