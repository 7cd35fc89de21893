import { Card, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../../ui/table';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../api/queries/transactions';
import { selfQuery } from '../../../api/queries/self';
import { transactionsQuery } from '../../../api/queries/transactions';
import { useApi } from '../../../app/api-context';
import { useFormat, useT } from '../../../i18n';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { usePointsText } from '../use-points';

/** +1,500 or −600: the sign is always written, so a debit never reads as a credit. */
function useSignedPoints() {
  const format = useFormat();
  return (amount: number) => (amount > 0 ? `+${format.number(amount)}` : amount < 0 ? `−${format.number(-amount)}` : format.number(0));
}

const amountColour = (amount: number) => (amount > 0 ? 'green' : amount < 0 ? 'red' : undefined);

function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  const t = useT('account');
  const format = useFormat();
  const signed = useSignedPoints();
  return (
    <>
      <Table visibleFrom="sm" striped verticalSpacing="sm" aria-label={t('nav.transactions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('transactions.date')}</Table.Th>
            <Table.Th scope="col">{t('transactions.description')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('transactions.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('transactions.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{format.date(line.createDate, 'long')}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="end" c={amountColour(line.amount)} fw={600}>
                {signed(line.amount)}
              </Table.Td>
              <Table.Td ta="end">{format.number(line.balance)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack
        hiddenFrom="sm"
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label={t('nav.transactions')}
      >
        {transactions.map((line) => (
          <Card key={line.id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {line.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.date(line.createDate, 'long')}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={700} c={amountColour(line.amount)}>
                  {signed(line.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('transactions.balanceAfter', { balance: format.number(line.balance) })}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** /account/transactions (points programs): the points history, newest first, with the balance after each line. */
export function TransactionsPage() {
  const t = useT('account');
  const api = useApi();
  const points = usePointsText();
  const { data: user } = useSuspenseQuery(selfQuery(api));
  const { data: transactions } = useSuspenseQuery(transactionsQuery(api));
  return (
    <AccountFrame>
      <AccountPage title={t('nav.transactions')}>
        <Card withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed">
            {t('transactions.current')}
          </Text>
          <Text fz={28} fw={800} data-testid="current-balance">
            {points(user.balance ?? 0)}
          </Text>
        </Card>
        {transactions.length === 0 ? (
          <Card withBorder radius="md" padding="lg">
            <Text>{t('transactions.empty')}</Text>
          </Card>
        ) : (
          <TransactionsTable transactions={transactions} />
        )}
      </AccountPage>
    </AccountFrame>
  );
}
