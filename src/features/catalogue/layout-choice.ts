import { useSessionStorage } from '@mantine/hooks';
import type { Program } from '../../api/queries/program';
import type { CardLayout } from './product-card';

const LAYOUTS: readonly CardLayout[] = ['grid', 'list', 'long'];
const isLayout = (value: unknown): value is CardLayout => LAYOUTS.includes(value as CardLayout);

/**
 * [programs-and-modes 20]: with allowUserGrid the participant picks grid, list or long (kept for the browser
 * session, across categories); otherwise the theme's gridType holds.
 */
export function useLayoutChoice(program: Pick<Program, 'theme' | 'permissions'>): [CardLayout, ((layout: CardLayout) => void) | null] {
  const themeLayout = isLayout(program.theme.gridType) ? program.theme.gridType : 'grid';
  const [chosen, setChosen] = useSessionStorage<string>({
    key: 'catalogue-layout',
    defaultValue: themeLayout,
    getInitialValueInEffect: false,
  });
  if (!program.permissions.allowUserGrid) return [themeLayout, null];
  return [isLayout(chosen) ? chosen : themeLayout, setChosen];
}

export { LAYOUTS };
