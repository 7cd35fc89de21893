import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The width and spacing of a simple page inside the layout. */
export function PageContainer({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Container size={size} py="xl" w="100%">
      {children}
    </Container>
  );
}
