import { Box } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { programQuery } from '../../api/queries/program';
import { useApi } from '../../app/api-context';
import { BackToTop } from './back-to-top';
import classes from './layout.module.css';
import { useLayoutSlots, type LayoutSlots } from './layout-slots';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { TOAST_AUTO_CLOSE_MS } from './toast-timing';
import { Toasts } from '../../ui/toasts';


export interface AppLayoutProps extends LayoutSlots {
  children: ReactNode;
  /** Passed to the header search bar (the suggestions input plugs in here). */
  searchProps?: SiteHeaderProps['searchProps'];
  /** How much of the header shows (see HeaderVariant); the site mode decides. */
  headerVariant?: SiteHeaderProps['variant'];
}

/**
 * The signed-in app's frame: skip link, header (with the admin and level messages), <main id="main">,
 * footer, back-to-top and the toast container (mounted here once). Needs the program in the query
 * cache (the root loader ensures it). Slots not given as props come from a LayoutSlotsProvider.
 */
export function AppLayout({ children, searchProps, headerVariant = 'full', ...slotProps }: AppLayoutProps) {
  const { data: program } = useSuspenseQuery(programQuery(useApi()));
  const slots = useLayoutSlots(slotProps);
  return (
    <div className={classes.shell}>
      <Toasts autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
      <SkipLink />
      <SiteHeader {...slots} searchProps={searchProps} variant={headerVariant} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <SiteFooter program={program} />
      <BackToTop />
    </div>
  );
}
