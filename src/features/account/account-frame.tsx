import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProgram } from '../../app/boot/use-program';
import { AccountNav } from './account-nav';
import classes from './account.module.css';

/** Every account page: the side navigation of the program's type beside the page. */
export function AccountFrame({ children }: { children: ReactNode }) {
  const program = useProgram();
  return (
    <Container size="lg" py="xl" w="100%">
      <div className={classes.frame}>
        <AccountNav type={program.type} />
        <div className={classes.content}>{children}</div>
      </div>
    </Container>
  );
}
