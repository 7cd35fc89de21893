// Names, addresses, product names and tracking details reach mail from participants and operators.
// The schemas refuse line breaks and other control characters in them (src/schemas/field-rules.ts),
// but a row written before that rule, by hand or by another path must not add a line to a mail
// either: rendering makes every value one line, whatever it holds.
import { CONTROL_CHARACTERS } from '../../src/domain/control-characters.ts';

/** The text on one line: each run of line breaks and other control characters becomes one space. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

/** A copy of a mail's input with every string in it made one line (arrays and plain objects walked). */
export function oneLineValues<T>(value: T): T {
  if (typeof value === 'string') return oneLine(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => oneLineValues(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [oneLine(key), oneLineValues(item)])) as T;
  return value;
}
