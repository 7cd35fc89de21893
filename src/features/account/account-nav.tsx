import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { AddressIcon, LogoutIcon, OrdersIcon, PointsIcon, ProfileIcon } from '../../ui/icons';
import { ACCOUNT_NAV, activeEntryOf, type AccountNavEntry, type ProgramType } from './account-sections';
import classes from './account.module.css';

const ICONS: Record<AccountNavEntry, ReactNode> = {
  myprofile: <ProfileIcon />,
  orders: <OrdersIcon />,
  transactions: <PointsIcon />,
  addresses: <AddressIcon />,
  logout: <LogoutIcon />,
};

const PATHS = {
  myprofile: '/account/myprofile',
  orders: '/account/orders',
  transactions: '/account/transactions',
  addresses: '/account/addresses',
  logout: '/account/logout',
} as const satisfies Record<AccountNavEntry, string>;

/** [account 1]: the account side navigation of the program's type; the current section is marked. */
export function AccountNav({ type }: { type: ProgramType }) {
  const t = useT('account');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeEntryOf(pathname);
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.navList}>
        {ACCOUNT_NAV[type].map((entry) => (
          <li key={entry}>
            <NavLink
              className={classes.navLink}
              renderRoot={(props) => <Link to={PATHS[entry]} {...props} aria-current={entry === active ? 'page' : undefined} />}
              label={t(`nav.${entry}`)}
              leftSection={ICONS[entry]}
              active={entry === active}
              variant="light"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
