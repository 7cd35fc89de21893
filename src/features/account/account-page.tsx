import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Breadcrumbs, type BreadcrumbItem } from '../layout';

export interface AccountPageProps {
  title: string;
  /** Crumbs between My Account and the page itself. */
  trail?: readonly BreadcrumbItem[];
  /** Beside the title: the page's main action (Add New Address, Edit Profile…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An account page's breadcrumb (Home, My Account, …, the page), heading and content. */
export function AccountPage({ title, trail = [], actions, children }: AccountPageProps) {
  const t = useT('account');
  const tc = useT('common');
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Breadcrumbs items={[{ label: tc('home'), to: '/' }, { label: t('title.account'), to: '/account' }, ...trail, { label: title }]} />
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}
