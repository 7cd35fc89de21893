import * as v from 'valibot';

import { CATALOGUE_IMAGE_NAME, splitCategoryPath, TRANSLATED_LANGUAGES } from './catalogue-file';

/**
 * Rows of the operator's categories file (docs/operate.md, Categories file): one category per
 * row, named by its path from the top, with the slug of its address, an image and the names
 * participants read in the program's other languages. The catalogue file names categories by
 * path too, and creates any it names that do not exist; this file is for what it cannot say.
 * Messages are the operator's, in English; the server adds the line and the column.
 */

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(max, `At most ${max} characters.`),
    v.transform((s) => (s === '' ? undefined : s)),
  );

export const CATEGORY_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** For migrations from another system, as the participants files' id column. */
export const CATEGORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** A path on the shop itself (/images/…, /catalogue-images/…): served as it is. */
const SHOP_PATH = /^\/[^/\s][^\s]{0,499}$/;

export const categoryRowSchema = v.object({
  path: v.pipe(
    v.string('Required.'),
    v.trim(),
    v.nonEmpty('Required.'),
    v.maxLength(300, 'At most 300 characters.'),
    v.check((s) => splitCategoryPath(s).every((part) => part !== '' && part.length <= 100), 'Must be names of at most 100 characters separated by >, e.g. Home > Kitchen > Cookware.'),
    v.check((s) => splitCategoryPath(s).length <= 3, 'At most three levels.'),
  ),
  slug: v.pipe(
    optionalText(100),
    v.check((s) => s === undefined || CATEGORY_SLUG_PATTERN.test(s), 'Lower-case letters, digits and -, e.g. cookware.'),
  ),
  image: v.pipe(
    optionalText(500),
    v.check((s) => s === undefined || CATALOGUE_IMAGE_NAME.test(s) || SHOP_PATH.test(s), 'Must be an uploaded png, jpg, webp or gif file name, or a path on the shop starting with /.'),
  ),
  id: v.pipe(
    optionalText(64),
    v.check((s) => s === undefined || CATEGORY_ID_PATTERN.test(s), 'Letters, digits, _ and - only (at most 64), starting with a letter or digit.'),
  ),
  ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [`name_${language}`, optionalText(100)])) as Record<
    `name_${(typeof TRANSLATED_LANGUAGES)[number]}`,
    ReturnType<typeof optionalText>
  >),
});

export type CategoryRow = v.InferOutput<typeof categoryRowSchema>;

export const CATEGORY_COLUMNS = {
  required: ['path'],
  optional: ['slug', 'image', 'id', ...TRANSLATED_LANGUAGES.map((language) => `name_${language}`)],
} as const;
