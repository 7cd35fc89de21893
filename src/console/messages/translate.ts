import type { ConsoleMessageId, ConsoleMessages } from './en';

export type ConsoleValues = Record<string, string | number>;
export type ConsoleT = (id: ConsoleMessageId, values?: ConsoleValues) => string;

/** A translator over one catalogue: `{name}` is replaced by the value given, numbers formatted for the locale. */
export function createConsoleT(messages: ConsoleMessages, locale: string): ConsoleT {
  const number = new Intl.NumberFormat(locale);
  return (id, values) =>
    messages[id].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? number.format(value) : value;
    });
}
