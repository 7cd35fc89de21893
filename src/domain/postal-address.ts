import { formatAddress, type Address } from 'localized-address-format';
import type { Locale } from './locales';
import { CONTROL_CHARACTERS } from './control-characters';
import { alpha2Of } from './country-codes';
import { countryName } from './country-names';

// One rule for writing an address, wherever it is shown: the account's address book, the checkout
// summary, the success and order pages, and the mails. Each country's own layout comes from Google's
// address data (the data browsers fill address forms with) through localized-address-format:
// "Seattle, WA 98101" in the USA, "10115 Berlin" in Germany, "75001 Paris" in France, the town and
// the postcode on lines of their own in Britain, the prefecture before the postcode in Japan.

/** Where an address is: what the address book's entries and an order's address both have. */
export interface PostalPlace {
  companyName?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  address4?: string | null | undefined;
  townCity: string;
  stateCounty: string;
  postcode: string;
  /** ISO 3166-1 alpha-3, as the shop keeps it. */
  country: string;
}

/** 'latin' or 'local': which of a country's layouts, where it has two (Japan, China, Korea …). */
type ScriptType = NonNullable<Parameters<typeof formatAddress>[1]>;

const PROBE = '\u0000';
const LINE = '\u0001';

/** Which of the town and postcode the country's layout has a place for, per country and script. */
const slots = new Map<string, { town: boolean; postcode: boolean }>();
function slotsOf(country: string, script: ScriptType): { town: boolean; postcode: boolean } {
  const key = `${country}/${script}`;
  let found = slots.get(key);
  if (!found) {
    const has = (address: Address) => formatAddress({ postalCountry: country, ...address }, script).some((line) => line.includes(PROBE));
    found = { town: has({ locality: PROBE }), postcode: has({ postalCode: PROBE }) };
    slots.set(key, found);
  }
  return found;
}

/** A field as one line: the schemas refuse line breaks and control characters, but a row written around them must not add a line either. */
const text = (value: string | null | undefined) => value?.replace(CONTROL_CHARACTERS, ' ').trim() ?? '';

/** Latin letters (and no letters at all) read in the Latin layout; Japanese or Chinese ones in the country's own. */
const scriptOf = (values: string[]): ScriptType => (values.every((v) => /^[\p{Script=Latin}\P{L}]*$/u.test(v)) ? 'latin' : 'local');

/**
 * The address's lines from the company (when it has one) to the country, in the order and layout its
 * country writes them; the country's name, in the reader's language, comes last. The person's name
 * is not among them: cards and mails put it first, on a line of its own.
 *
 * A field the country does not write is left out (a German address names no state). The town and
 * the postcode never are: where the country's layout has no place for the town (Japan writes it in
 * the street lines) it becomes an address line, and a postcode typed for a country with no postcode
 * in its layout closes the address.
 */
export function postalLines(address: PostalPlace, locale: Locale): string[] {
  const alpha2 = alpha2Of(address.country.trim()) ?? 'ZZ';
  const streets = [address.address1, address.address2, address.address3, address.address4].map(text).filter(Boolean);
  const town = text(address.townCity);
  const postcode = text(address.postcode);
  const company = text(address.companyName);
  const state = text(address.stateCounty);
  const script = scriptOf([company, ...streets, town, state, postcode]);
  const has = slotsOf(alpha2, script);
  // The street lines go in as one, split after: what the layout writes after them (Japan's ", Tokyo")
  // then joins the last of them, as it would a single line.
  const format = (addressLines: string[]) =>
    formatAddress(
      {
        postalCountry: alpha2,
        organization: company,
        addressLines: [addressLines.join(LINE)],
        locality: town,
        administrativeArea: state,
        postalCode: postcode,
      },
      script,
    ).flatMap((line) => line.split(LINE));
  let lines = format(streets);
  const written = (value: string) => lines.some((line) => line.toLocaleLowerCase().includes(value.toLocaleLowerCase()));
  // Japan's big-to-small order puts the town before the street; Latin layouts write it after. A
  // town the layout already names (SINGAPORE, GIBRALTAR) is not written twice.
  if (!has.town && town && !written(town)) lines = format(script === 'local' ? [town, ...streets] : [...streets, town]);
  if (!has.postcode && postcode && !written(postcode)) lines.push(postcode);
  return [...lines, countryName(address.country, locale)];
}
