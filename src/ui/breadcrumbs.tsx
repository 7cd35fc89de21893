import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (normally the last item). */
  to?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 } as const;

/** A breadcrumb trail in a labelled nav (an ordered list); the last item is the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useT('shell');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <ol style={listStyle}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              {index > 0 ? (
                <Text span size="sm" c="dimmed" aria-hidden="true">
                  /
                </Text>
              ) : null}
              {item.to && !isLast ? (
                <Anchor renderRoot={(props) => <Link to={item.to!} activeOptions={{ exact: true }} {...props} />} size="sm">
                  {item.label}
                </Anchor>
              ) : (
                <Text span size="sm" c={isLast ? undefined : 'dimmed'} fw={isLast ? 600 : undefined} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
