import * as v from 'valibot';

import type { ValidationMessage } from './messages';

// valibot reports a missing required key with the object's own message, not the field's, so
// `{}` would say "This value is not valid." for every field. This object reuses the message
// of the missing field's own schema instead ("Please enter your full name ..."), and the given
// message for anything else (not an object at all).
export function fieldObject<const TEntries extends v.ObjectEntries>(entries: TEntries, message: ValidationMessage) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry: unknown = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    const entryMessage = entry !== null && typeof entry === 'object' && 'message' in entry ? entry.message : undefined;
    return typeof entryMessage === 'string' ? entryMessage : message;
  });
}
