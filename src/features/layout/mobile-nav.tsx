import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ChevronDownIcon } from '../../ui/icons';
import { isExternalLink, type MenuItem } from './nav-items';
import { NavHref } from './nav-link';

export interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** program.content[locale].mobileMenu */
  items: readonly MenuItem[];
  /** Logo at the drawer's top. */
  logo: ReactNode;
  /** Search, location, language and account controls below the menu. */
  children?: ReactNode;
}

function MobileNavItem({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const active = !isExternalLink(item.link) && item.link === pathname;
  const [opened, setOpened] = useState(() => (item.children ?? []).some((c) => c.link === pathname));
  if (item.children?.length) {
    // A disclosure button (not a link without an address): focusable, and says whether it is open.
    return (
      <NavLink
        component="button"
        type="button"
        label={item.label}
        opened={opened}
        onChange={setOpened}
        aria-expanded={opened}
        // Mantine turns the section a quarter for a right-pointing chevron; this one points down
        // and turns over when open.
        disableRightSectionRotation
        rightSection={<ChevronDownIcon size={14} style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
        fw={600}
      >
        {[{ kind: 'link' as const, label: item.label, link: item.link }, ...item.children]
          .filter((child, index, all) => all.findIndex((c) => c.link === child.link) === index)
          .map((child) => (
            <MobileNavItem key={`${child.link}-${child.label}`} item={child} pathname={pathname} onNavigate={onNavigate} />
          ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      label={item.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      renderRoot={(props) => <NavHref href={item.link} {...props} />}
      onClick={onNavigate}
      fw={600}
    />
  );
}

/** The phone menu: a drawer (focus trapped, Escape closes) with the mobile menu of the program content. */
export function MobileNavDrawer({ opened, onClose, items, logo, children }: MobileNavDrawerProps) {
  const t = useT('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('menu.open')}
      size="85%"
      padding="md"
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      <Stack gap="md">
        {logo}
        {items.length > 0 ? (
          <nav aria-label={t('nav.main')}>
            {items.map((item) => (
              <MobileNavItem key={`${item.link}-${item.label}`} item={item} pathname={pathname} onNavigate={onClose} />
            ))}
          </nav>
        ) : null}
        {children && items.length > 0 ? <Divider /> : null}
        {children}
      </Stack>
    </Drawer>
  );
}
