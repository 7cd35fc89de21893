import { Anchor, Button } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useConsoleNavigate } from './use-console-navigate';

/** A plain click moves through the router; a new tab or window opens the real address. */
function useRouterClick(href: string) {
  const navigate = useConsoleNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}

/** A link in the text to another console page. */
export function ConsoleAnchor({ href, children }: { href: string; children: ReactNode }) {
  const click = useRouterClick(href);
  return (
    <Anchor href={href} onClick={click} size="sm">
      {children}
    </Anchor>
  );
}

/** A link to another console page that looks like a button (the way on from a page's end). */
export function ConsoleLinkButton({ href, children }: { href: string; children: ReactNode }) {
  const click = useRouterClick(href);
  return (
    <Button component="a" href={href} onClick={click} variant="default">
      {children}
    </Button>
  );
}
