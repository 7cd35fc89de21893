import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The width and spacing of a page inside the layout. The default is the header's and footer's
 * width (Container xl), so breadcrumbs and headings line up with the logo above them.
 */
export function PageContainer({ children, size = 'xl' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Container size={size} py="xl" w="100%">
      {children}
    </Container>
  );
}

/** Running text at a readable line length (about 75 characters) inside a wide page. */
export function Prose({ children }: { children: ReactNode }) {
  return <Box maw="48rem">{children}</Box>;
}
