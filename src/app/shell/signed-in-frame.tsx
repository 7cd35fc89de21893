import type { ReactNode } from 'react';
import { AppLayout } from '../../features/layout';

/** The signed-in app's page frame: the layout's header, main, footer and toasts around a page. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return <AppLayout>{children}</AppLayout>;
}
