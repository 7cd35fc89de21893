import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Program } from '../../api/queries/program';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { formatNumber, useLocale, useT } from '../../i18n';
import { CoinsIcon, LogoutIcon, UserIcon } from '../../ui/icons';

const iconStyle = { verticalAlign: 'text-bottom', marginInlineEnd: 4 } as const;

/** [programs-and-modes 10]: Logout when the program shows the top account bar, else My Account. */
export function AccountLink({ program }: { program: Pick<Program, 'showTopAccountBar'> }) {
  const t = useT('shell');
  return program.showTopAccountBar ? (
    <Anchor renderRoot={(props) => <Link to="/account/logout" {...props} />} c="inherit" fz="sm">
      <LogoutIcon size={16} style={iconStyle} />
      {t('topBar.logout')}
    </Anchor>
  ) : (
    <Anchor renderRoot={(props) => <Link to="/account/myprofile" {...props} />} c="inherit" fz="sm">
      <UserIcon size={16} style={iconStyle} />
      {t('topBar.myAccount')}
    </Anchor>
  );
}

/** My Points with thousands separators, for points programs only (plateau and claim show no points). */
export function PointsBalance({ program }: { program: Pick<Program, 'type'> }) {
  const t = useT('shell');
  const { locale } = useLocale();
  const { data: user } = useQuery({ ...selfQuery(useApi()), enabled: program.type === 'points' });
  if (program.type !== 'points' || typeof user?.balance !== 'number') return null;
  return (
    <Anchor renderRoot={(props) => <Link to="/account/transactions" {...props} />} c="inherit" fz="sm">
      <CoinsIcon size={16} style={iconStyle} />
      {t('topBar.myPoints')}{' '}
      <Text span fw={800} fz="sm" ms={2}>
        {formatNumber(locale, user.balance)}
      </Text>
    </Anchor>
  );
}
