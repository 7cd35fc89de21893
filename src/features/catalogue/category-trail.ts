import type { Category } from '../../api/queries/categories';

/** The category with this slug and its ancestors, top-level first; null when the tree has none. */
export function categoryTrail(tree: readonly Category[], slug: string): Category[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryTrail(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}
