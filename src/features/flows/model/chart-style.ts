/**
 * Sizes and colours of the drawing, shared by the layout (which sizes boxes and labels) and the
 * renderer (which draws them), so text always fits the space the layout left for it.
 * Neutral on purpose: the drawing is a developer's view, not a program's branded page.
 */
export const SIZE = {
  nameFont: 13,
  detailFont: 11.5,
  labelFont: 11.5,
  /** Height of a state's name row, and of each detail row under it. */
  nameRow: 28,
  detailRow: 16,
  /** Space between a box's border and its text. */
  padX: 12,
  padBottom: 8,
  /** A compound state's padding around its children, below its header. */
  innerPad: 14,
  minStateWidth: 84,
  initialDot: 11,
  historyCircle: 30,
  labelLine: 14,
  labelPadX: 4,
  labelPadY: 2,
  corner: 8,
  finalInset: 4,
} as const;

export const COLOUR = {
  ink: '#1f2933',
  muted: '#52606d',
  stateStroke: '#7b8794',
  stateFill: '#ffffff',
  compoundFill: '#f5f7fa',
  regionFill: '#fbfcfd',
  machineFill: '#ffffff',
  edge: '#616e7c',
  label: '#3e4c59',
  labelFill: '#ffffff',
  activeStroke: '#0967d2',
  activeFill: '#dcebfc',
  activeAncestorStroke: '#47a3f3',
  canvas: '#ffffff',
} as const;

export const LABEL_WRAP_AT = 26;

/** `event [guard]` on one line when short, else the guard on a second line. */
export function labelLines(label: string): string[] {
  if (label === '') return [];
  const at = label.indexOf(' [');
  if (label.length <= LABEL_WRAP_AT || at < 0) return [label];
  return [label.slice(0, at), label.slice(at + 1)];
}
