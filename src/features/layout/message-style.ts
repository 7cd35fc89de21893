// [programs-and-modes 7]: the admin message's alignment (Left, Right, else centre) and size (Small 18px, Large
// 22px, else 20px). The footer text follows the same rules with footerTextAlign and footerTextSize.

export type MessageAlign = 'left' | 'right' | 'center';

const normalize = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

export function messageAlign(value: string | null | undefined): MessageAlign {
  const v = normalize(value);
  return v === 'left' ? 'left' : v === 'right' ? 'right' : 'center';
}

/** Font size in pixels. */
export function messageFontSize(value: string | null | undefined): 18 | 20 | 22 {
  const v = normalize(value);
  return v === 'small' ? 18 : v === 'large' ? 22 : 20;
}

export function messageStyle(align: string | null | undefined, size: string | null | undefined) {
  return { textAlign: messageAlign(align), fontSize: `${messageFontSize(size)}px` } as const;
}
