import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import classes from './layout.module.css';
import { joinClasses } from '../../lib/join-classes';

export type SubmenuButtonProps = { label: string; active: boolean } & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/**
 * A desktop submenu's trigger. The same button shows before the menus' chunk is in and inside its
 * Menu.Target after (which adds its ref, handlers and aria attributes), so the row never moves.
 * Links and triggers share one class: one height, size and weight.
 */
export function SubmenuButton({ label, active, className, ...rest }: SubmenuButtonProps) {
  // Menu.Target passes a className of its own (empty here): it adds to the row's class, not replaces it.
  return (
    <UnstyledButton {...rest} className={joinClasses(classes.navItem, className)} data-active={active || undefined}>
      {label}
      <ChevronDownIcon size={14} className={classes.navChevron} />
    </UnstyledButton>
  );
}
