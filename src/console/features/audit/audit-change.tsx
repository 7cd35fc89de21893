import { Code, Table, Text } from '@mantine/core';
import { useConsoleT } from '../../messages/console-i18n';
import { changedFields, formatValue } from './audit-values';

/**
 * An entry's before and after, readable: for two records, only the fields that changed, each as
 * "field: before → after"; otherwise the value after (or before, for a removal) as text.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const t = useConsoleT();
  const rows = changedFields(before, after);
  if (rows.length === 0) return <Text size="sm">{t('audit.nothing')}</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            {row.field && (
              <Table.Th scope="row" fw={600}>
                {row.field}
              </Table.Th>
            )}
            <Table.Td>
              {row.before !== undefined && (
                <>
                  <Code aria-label={t('audit.before')}>{formatValue(row.before)}</Code> →{' '}
                </>
              )}
              <Code aria-label={t('audit.after')}>{formatValue(row.after)}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
