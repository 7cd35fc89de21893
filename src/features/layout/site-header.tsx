import { Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { programQuery } from '../../api/queries/program';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { programColours } from '../../theme/program-theme';
import { AccountLink, PointsBalance } from './account-links';
import { AdminMessage } from './admin-message';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch, type HeaderSearchProps } from './header-search';
import { useLocale, useT } from '../../i18n';
import { LanguageSwitcher } from './language-switcher';
import classes from './layout.module.css';
import { type LayoutSlots } from './layout-slots';
import { LevelMessage } from './level-message';
import { LocationControl } from './location-control';
import { contentFor } from './nav-items';
import { SiteLogo } from './site-logo';
import { lazyDialog } from '../../ui/lazy-component';

// The drawer's code (Mantine's Drawer, focus trap, scroll lock) downloads when a phone needs it:
// its trigger, the burger, shows on phones only.
const MobileNavDrawer = lazyDialog(() => import('./mobile-nav').then((m) => m.MobileNavDrawer));

/**
 * How much of the header a page gets. `full`: everything. `reduced` (the catalogue is rebuilding):
 * no search, menus, location or cart, which would lead only to pages the site cannot show now.
 * `signOutOnly` (a used account): reduced, without the points balance, and Logout as the one way on.
 */
export type HeaderVariant = 'full' | 'reduced' | 'signOutOnly';

export interface SiteHeaderProps extends LayoutSlots {
  /** Passed to the search bar: the suggestions issue supplies its own query input here. */
  searchProps?: HeaderSearchProps;
  variant?: HeaderVariant;
}

/**
 * Header [home-and-layout 7-16]. Desktop (md and up): accent top bar (location, points, language, account), logo,
 * search and cart, the desktop menu, then the admin and level messages. Phones: burger, logo and
 * cart indicator, search below, the messages, everything else in the drawer.
 *
 * One markup for both widths, laid out by CSS (Mantine's visibleFrom/hiddenFrom and
 * layout.module.css, at the md breakpoint): the server, which cannot know the width, renders the
 * same HTML a browser builds, and a change of width (or Chromium's moment at another size for a
 * full-page capture) rebuilds nothing. The logo and the search are one each, moved by CSS. The
 * phone-only parts (burger, cart indicator) and the desktop-only ones (top bar, cart dropdown,
 * menu) are display:none at the other width, out of the accessibility tree and the tab order. Their
 * popups' code and the drawer's are chunks of their own, fetched when the browser is idle; the
 * drawer mounts when opened.
 */
export function SiteHeader({ cartSlot, mobileCartSlot, onRegionChange, searchProps, variant = 'full' }: SiteHeaderProps) {
  const t = useT('shell');
  const api = useApi();
  const { locale } = useLocale();
  const { data: program } = useSuspenseQuery(programQuery(api));
  const { data: user } = useQuery(selfQuery(api));
  const [drawerOpened, drawer] = useDisclosure(false);
  const content = contentFor(program, locale);
  const { onAccent } = programColours(program.theme);
  const full = variant === 'full';
  const showSearch = full && !program.showTopCategorySearchBar;
  const location = full && program.geolocation?.enabled ? <LocationControl program={program} onRegionChange={onRegionChange} /> : null;
  const points = variant === 'signOutOnly' ? null : <PointsBalance program={program} />;
  const account = <AccountLink program={variant === 'signOutOnly' ? { showTopAccountBar: true } : program} />;
  const desktopCart = full ? cartSlot : null;
  // Without a phone indicator of its own, the one cart shows at both widths.
  const phoneCart = full ? mobileCartSlot : null;

  return (
    <Box component="header" className={classes.header}>
      {/* The accent top bar (desktop): on a phone its controls are in the drawer. */}
      <Box className={classes.topBar} c={onAccent} visibleFrom="md">
        <Container size="xl">
          <Group className={classes.topBarInner} justify="space-between" gap="md">
            <Group gap="md">{location}</Group>
            <Group component="nav" aria-label={t('header.accountBar')} gap="lg">
              {points}
              <LanguageSwitcher />
              {account}
            </Group>
          </Group>
        </Container>
      </Box>

      {/* Desktop: logo, search and cart in a row. Phone: burger, logo and cart indicator, the
          search on a row of its own below (layout.module.css). */}
      <Container size="xl" py="sm">
        <div className={classes.mainRow}>
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={t(drawerOpened ? 'menu.close' : 'menu.open')}
              aria-expanded={drawerOpened}
              size="sm"
            />
            <SiteLogo program={program} />
          </Group>
          {phoneCart ? <Box hiddenFrom="md">{phoneCart}</Box> : null}
          {showSearch ? (
            <Box className={classes.search}>
              <HeaderSearch {...searchProps} />
            </Box>
          ) : null}
          <Box visibleFrom={phoneCart ? 'md' : undefined}>{desktopCart}</Box>
        </div>
      </Container>

      {full && content?.desktopMenu.length ? (
        <Box className={classes.navRow} visibleFrom="md">
          <Container size="xl">
            <DesktopNav items={content.desktopMenu} />
          </Container>
        </Box>
      ) : null}

      <AdminMessage program={program} />
      <LevelMessage program={program} user={user} />

      <MobileNavDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        items={full ? (content?.mobileMenu ?? []) : []}
        logo={<SiteLogo program={program} height={40} />}
      >
        <Stack gap="md" align="flex-start">
          {points}
          {location}
          <LanguageSwitcher />
          {account}
        </Stack>
      </MobileNavDrawer>
    </Box>
  );
}
