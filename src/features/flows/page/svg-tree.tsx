import { createElement, type ReactElement } from 'react';
import type { SvgChild, SvgElement } from '../model/svg-element';

/** React spells SVG's hyphenated presentation attributes in camelCase; data-* and aria-* stay. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function toReact(child: SvgChild, key: number): ReactElement | string {
  if (typeof child === 'string') return child;
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(child.attrs)) props[reactName(name)] = value;
  return createElement(child.tag, props, ...child.children.map(toReact));
}

/** The renderer's element tree as React elements: the page shows exactly what the export writes. */
export function SvgTree({ root }: { root: SvgElement }) {
  return toReact(root, 0);
}
