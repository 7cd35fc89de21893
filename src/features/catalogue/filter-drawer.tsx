import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** The filter panel. */
  children: ReactNode;
}

/** The phone layout's filters, in a drawer; the desktop layout shows the same panel in a sidebar. */
export function FilterDrawer({ opened, onClose, title, closeLabel, children }: FilterDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="sm" closeButtonProps={{ 'aria-label': closeLabel }}>
      {children}
    </Drawer>
  );
}
