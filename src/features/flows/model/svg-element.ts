/**
 * A tiny SVG element tree: the renderer builds one, the export prints it as text and the page
 * turns it into React elements, so both show exactly the same drawing.
 */
export interface SvgElement {
  tag: string;
  attrs: Record<string, string | number>;
  children: SvgChild[];
}

export type SvgChild = SvgElement | string;

export function el(tag: string, attrs: Record<string, string | number | undefined>, ...children: SvgChild[]): SvgElement {
  const defined: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) defined[name] = value;
  return { tag, attrs: defined, children };
}

/** Fixed formatting: at most one decimal, no trailing zeros, no `-0`. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One element per line, two-space indents: stable text that reads well in a pull request's diff. */
export function toSvgString(root: SvgElement): string {
  const lines: string[] = [];
  const print = (node: SvgElement, depth: number) => {
    const pad = '  '.repeat(depth);
    const attrs = Object.entries(node.attrs)
      .map(([name, value]) => ` ${name}="${escapeAttr(typeof value === 'number' ? num(value) : value)}"`)
      .join('');
    if (node.children.length === 0) lines.push(`${pad}<${node.tag}${attrs}/>`);
    else if (node.children.every((child) => typeof child === 'string'))
      lines.push(`${pad}<${node.tag}${attrs}>${node.children.map((child) => escapeText(child as string)).join('')}</${node.tag}>`);
    else {
      lines.push(`${pad}<${node.tag}${attrs}>`);
      for (const child of node.children) {
        if (typeof child === 'string') lines.push(`${pad}  ${escapeText(child)}`);
        else print(child, depth + 1);
      }
      lines.push(`${pad}</${node.tag}>`);
    }
  };
  print(root, 0);
  return `${lines.join('\n')}\n`;
}
