import { Box, getSpacing, type BoxProps, type ElementProps, type MantineSpacing } from '@mantine/core';
import classes from './table.module.css';
import { joinClasses } from '../lib/join-classes';

// The app's tables, with the look and the props of Mantine's Table that the app uses. Mantine's
// Table module brings its scroll container, and with it ScrollArea and Floating UI (about 20 kB
// gzip), to the cart and product pages' first download (docs/performance.md); these are plain table elements.

export interface TableProps extends BoxProps, ElementProps<'table'> {
  /** Shades every other body row. */
  striped?: boolean;
  /** Shades the body row under the pointer. */
  highlightOnHover?: boolean;
  /** A line under each row but the last. */
  withRowBorders?: boolean;
  /** Space above and below each cell's content: a theme spacing or a number of pixels. */
  verticalSpacing?: MantineSpacing;
}

function TableRoot({ striped, highlightOnHover, withRowBorders = true, verticalSpacing = 7, className, mod, ...rest }: TableProps) {
  return (
    <Box
      component="table"
      {...rest}
      className={joinClasses(classes.table, className)}
      mod={[{ striped, hover: highlightOnHover, 'row-borders': withRowBorders }, mod]}
      __vars={{ '--table-vertical-spacing': getSpacing(verticalSpacing) }}
    />
  );
}

type PartProps<E extends keyof HTMLElementTagNameMap> = BoxProps & ElementProps<E>;

const Thead = (props: PartProps<'thead'>) => <Box component="thead" {...props} />;
const Tbody = (props: PartProps<'tbody'>) => <Box component="tbody" {...props} />;
const Tr = (props: PartProps<'tr'>) => <Box component="tr" {...props} />;
const Th = (props: PartProps<'th'>) => <Box component="th" {...props} />;
const Td = (props: PartProps<'td'>) => <Box component="td" {...props} />;

export const Table = Object.assign(TableRoot, {
  Thead,
  Tbody,
  Tr,
  Th,
  Td,
});
