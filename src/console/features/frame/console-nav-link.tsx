import { NavLink } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useConsoleNavigate } from '../../app/use-console-navigate';

/**
 * A navigation entry: a real link (a new tab works), moved through the router on a plain click.
 */
export function ConsoleNavLink({ href, label, active, onNavigate }: { href: string; label: ReactNode; active: boolean; onNavigate?: () => void }) {
  const navigate = useConsoleNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
    onNavigate?.();
  };
  return <NavLink component="a" href={href} label={label} active={active} aria-current={active ? 'page' : undefined} onClick={click} />;
}
