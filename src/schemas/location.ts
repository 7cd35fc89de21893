import * as v from 'valibot';

import { isCountryChosen } from './address';
import { fieldObject } from './field-object';
import { COUNTRY_CODE_PATTERN, REGION_LOCATION_MAX } from './field-rules';
import { validationMessages as m } from './messages';

function isChosen(value: string | null | undefined): boolean {
  return (value?.trim() ?? '') !== '';
}

/** The location dialog: Save needs a region or a country [validation 30], whichever the participant picked. */
export const locationChoiceSchema = v.pipe(
  v.object(
    {
      // Mantine's Select reports a cleared choice as null.
      location: v.nullish(v.pipe(v.string(m.invalidRegion), v.trim(), v.maxLength(REGION_LOCATION_MAX, m.invalidRegion))),
      // The country select's placeholder counts as no country.
      country: v.nullish(
        v.pipe(
          v.string(m.invalidCountry),
          v.trim(),
          v.check((code: string) => !isCountryChosen(code) || COUNTRY_CODE_PATTERN.test(code), m.invalidCountry),
        ),
      ),
    },
    m.regionRequired,
  ),
  v.check((choice) => isChosen(choice.location) || isCountryChosen(choice.country), m.regionRequired),
);

export type LocationChoice = v.InferOutput<typeof locationChoiceSchema>;

/** The region a cart is priced in, as the API carries it: a region group (e.g. USA-CONT) and a country. */
export const regionSchema = fieldObject(
  {
    location: v.pipe(
      v.string(m.invalidRegion),
      v.nonEmpty(m.invalidRegion),
      v.maxLength(REGION_LOCATION_MAX, m.invalidRegion),
    ),
    country: v.pipe(v.string(m.invalidRegion), v.regex(COUNTRY_CODE_PATTERN, m.invalidRegion)),
  },
  m.invalidRegion,
);

export type Region = v.InferOutput<typeof regionSchema>;
