import * as v from 'valibot';
import { firstViewSchema, type FirstViewData } from '../schemas/first-view';

/** The block the server writes beside a page it rendered (server/lib/first-view.ts). */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/** The data of a page rendered on the server; null when the page was not, or the block is unreadable. */
export function readFirstView(doc: Document): FirstViewData | null {
  const block = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!block || !doc.getElementById('root')?.firstChild) return null;
  try {
    const result = v.safeParse(firstViewSchema, JSON.parse(block.textContent || 'null'));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
