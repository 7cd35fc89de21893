import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export type Crumb = BreadcrumbItem;

/**
 * A page's breadcrumb trail (Home first, the page last) and its heading. `titleHidden` keeps the
 * heading for screen readers only, for content pages whose own HTML shows their title.
 */
export function PageHeader({ title, trail = [], titleHidden = false }: { title: string; trail?: readonly Crumb[]; titleHidden?: boolean }) {
  const t = useT('common');
  return (
    <Stack gap="sm" mb="lg">
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, ...trail, { label: title }]} />
      {titleHidden ? (
        <VisuallyHidden>
          <Title order={1}>{title}</Title>
        </VisuallyHidden>
      ) : (
        <Title order={1}>{title}</Title>
      )}
    </Stack>
  );
}
