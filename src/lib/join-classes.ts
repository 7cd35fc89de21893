/** Class names joined with spaces, leaving out the absent ones (a caller's optional className). */
export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
