import { useRouterState } from '@tanstack/react-router';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import type { SubmenuProps } from './desktop-nav-menus';
import { isExternalLink, type MenuItem } from './nav-items';
import { NavHref } from './nav-link';
import { SubmenuButton } from './submenu-button';
import classes from './layout.module.css';
import { LazyTrigger, lazyComponent } from '../../ui/lazy-component';
import { FallbackTrigger, useFallbackHandover } from '../../ui/fallback-trigger';

// The submenus (Mantine's Menu and Popover: about 11 kB gzip) are a chunk of their own, fetched once
// the browser is idle after the page's first render: the header paints without them
// (docs/performance.md). Until the chunk is in, each trigger is the same button; pressed
// meanwhile, its menu opens as soon as the chunk arrives, with its first item focused when pressed
// by keyboard, and focus on it moves to the real trigger (ui/fallback-trigger.ts).
const DropdownMenu = lazyComponent(() => import('./desktop-nav-menus').then((m) => ({ default: m.DropdownMenu })));
const MegaMenu = lazyComponent(() => import('./desktop-nav-menus').then((m) => ({ default: m.MegaMenu })));

export interface DesktopNavProps {
  /** program.content[locale].desktopMenu */
  items: readonly MenuItem[];
}

/** Whether the page showing is this item's or one of its descendants'. */
function leadsTo(item: MenuItem, pathname: string): boolean {
  if (!isExternalLink(item.link) && item.link === pathname) return true;
  return (item.children ?? []).some((child) => leadsTo(child, pathname));
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A submenu, shown as its bare trigger until the menus' chunk is in. */
function Submenu({ item, active }: { item: MenuItem; active: boolean }) {
  const [openAtOnce, setOpenAtOnce] = useState<SubmenuProps['openAtOnce']>(null);
  const handover = useFallbackHandover();
  const Menu = item.kind === 'megamenu' ? MegaMenu : DropdownMenu;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpenAtOnce({ byKeyboard: true });
  };
  const waiting = (
    <FallbackTrigger handover={handover}>
      {(stand) => (
        <SubmenuButton
          {...stand}
          label={item.label}
          active={active}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setOpenAtOnce({ byKeyboard: false })}
          onKeyDown={onKeyDown}
        />
      )}
    </FallbackTrigger>
  );
  return (
    <LazyTrigger component={Menu} fallback={waiting} pressed={openAtOnce !== null}>
      <Menu item={item} active={active} openAtOnce={openAtOnce} handover={handover} />
    </LazyTrigger>
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
            ) : (
              <Submenu item={item} active={leadsTo(item, pathname)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
