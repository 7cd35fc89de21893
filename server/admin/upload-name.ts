import contentDisposition from 'content-disposition';
import { badRequest } from '../lib/errors.ts';
import { isStorableText } from '../lib/validate.ts';

const NAME_MAX = 255;

/**
 * The name of an uploaded file, from the request's `Content-Disposition: attachment;
 * filename="…"` (what `npm run ops` sends), for the audit trail and the list of imports. Only the
 * last part of a path is kept. No header: null. A header that is not a valid one: 400, before
 * anything is read or applied.
 */
export function uploadFileName(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  let name: string | undefined;
  try {
    name = contentDisposition.parse(header).parameters.filename;
  } catch {
    throw badRequest('The Content-Disposition header is not valid: send attachment; filename="participants.csv", or none.');
  }
  const base = name?.split(/[/\\]/).at(-1)?.trim();
  if (!base || !isStorableText(base)) return null;
  return base.slice(0, NAME_MAX);
}
