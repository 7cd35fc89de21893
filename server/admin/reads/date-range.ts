import { badRequest } from '../../lib/errors.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone means the whole day (UTC): from its start, to the end of it. */
function bound(text: string | undefined, end: boolean): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (end && DATE_ONLY.test(text)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** The from and to filters of a list (dates or date-times, checked by dateOrTimeSchema) as [from, to); 400 when to is not after from. */
export function dateRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const start = bound(from, false);
  const end = bound(to, true);
  if (start && end && start >= end) throw badRequest('Some fields are not valid.', [{ field: 'to', message: 'Must be after from.' }]);
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
