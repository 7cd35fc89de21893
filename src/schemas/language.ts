import * as v from 'valibot';

import { LOCALES } from '../domain/locales';
import { fieldObject } from './field-object';
import { validationMessages as m } from './messages';

/** PUT /api/users/{sid}/language: the locale the participant chose in the shop, kept for their mail. */
export const languageUpdateSchema = fieldObject({ language: v.picklist(LOCALES, m.invalidValue) }, m.invalidValue);

export type LanguageUpdate = v.InferOutput<typeof languageUpdateSchema>;
