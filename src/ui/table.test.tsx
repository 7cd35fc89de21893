// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../test/jsdom-shims';
import { Table } from './table';

afterEach(cleanup);

function renderTable(props: Parameters<typeof Table>[0]) {
  render(
    <MantineProvider>
      <Table aria-label="Orders" {...props}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Number</Table.Th>
            <Table.Th scope="col" ta="end">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>R-1</Table.Td>
            <Table.Td ta="end" fw={600}>
              100
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'Orders' });
}

describe('Table', () => {
  it('is a plain table with row lines and Mantine’s default 7 px cell spacing unless told otherwise', () => {
    const table = renderTable({ className: 'mine' });
    expect(table.tagName).toBe('TABLE');
    expect(table.className).toMatch(/\bmine\b/);
    expect(table.className.split(' ')).toHaveLength(2);
    expect(table.hasAttribute('data-row-borders')).toBe(true);
    expect(table.hasAttribute('data-striped')).toBe(false);
    expect(table.hasAttribute('data-hover')).toBe(false);
    expect(table.style.getPropertyValue('--table-vertical-spacing')).toBe('calc(0.4375rem * var(--mantine-scale))');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Number', 'Total']);
    expect(screen.getByRole('columnheader', { name: 'Total' }).getAttribute('scope')).toBe('col');
  });

  it('takes stripes, hover, no row lines, a theme spacing and style props', () => {
    const table = renderTable({ striped: true, highlightOnHover: true, withRowBorders: false, verticalSpacing: 'sm', w: 'auto' });
    expect(table.hasAttribute('data-striped')).toBe(true);
    expect(table.hasAttribute('data-hover')).toBe(true);
    expect(table.hasAttribute('data-row-borders')).toBe(false);
    expect(table.style.getPropertyValue('--table-vertical-spacing')).toBe('var(--mantine-spacing-sm)');
    expect(table.style.width).toBe('auto');
    const total = screen.getByRole('cell', { name: '100' });
    expect(total.style.textAlign).toBe('end');
    expect(total.style.fontWeight).toBe('600');
  });
});
