import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../api/queries';
import { useConsoleT } from '../../messages/console-i18n';
import { AuditChange } from './audit-change';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** A page of the trail, newest first; on a phone the table scrolls sideways. */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const t = useConsoleT();
  return (
    // A region of its own that takes the focus, so a keyboard scrolls it sideways on a phone.
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={900} striped highlightOnHover verticalSpacing="sm" data-testid="audit-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.column.at')}</Table.Th>
            <Table.Th scope="col">{t('audit.column.actor')}</Table.Th>
            <Table.Th scope="col">{t('audit.column.action')}</Table.Th>
            <Table.Th scope="col">{t('audit.column.target')}</Table.Th>
            <Table.Th scope="col">{t('audit.column.change')}</Table.Th>
            <Table.Th scope="col">{t('audit.column.request')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.seq}>
              <Table.Td>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))} UTC</time>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{entry.actor.name}</Text>
                  <Badge variant="light" color="gray" size="sm">
                    {t(`role.${entry.role}`)}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Code style={{ whiteSpace: 'nowrap' }}>{entry.action}</Code>
              </Table.Td>
              <Table.Td>{entry.target ?? entry.program ?? t('audit.platform')}</Table.Td>
              <Table.Td>
                <AuditChange before={entry.before} after={entry.after} />
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {entry.requestId ?? t('audit.nothing')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
