// Region groups [locales-and-regions 9] ("continents"). A program permits some groups (Program.continents);
// a participant's region is { location, country } where location is one of the region codes
// below. Only the USA group is split into sub-regions, because shipping cost differs for them;
// every other group is one region whose code is the group code.
//
// Codes: USA (USA-CONT, USA-HI, USA-AK, USA-VI, USA-PR), NA, SA, AF, AS, OC, EU, NON-EU, ISC, ME.

export interface Country {
  /** ISO 3166-1 alpha-3. */
  code: string;
  name: string;
}

export interface Region {
  code: string;
  name: string;
  countries: Country[];
}

export interface RegionGroup {
  code: string;
  name: string;
  regions: Region[];
}

// `code:Name` pairs keep the table readable.
const list = (text: string): Country[] =>
  text.split('|').map((pair) => {
    const [code, name] = pair.split(':') as [string, string];
    return { code: code.trim(), name: name.trim() };
  });

const single = (code: string, name: string, countries: string): RegionGroup => ({
  code,
  name,
  regions: [{ code, name, countries: list(countries) }],
});

export const REGION_GROUPS: readonly RegionGroup[] = [
  {
    code: 'USA',
    name: 'USA',
    regions: [
      { code: 'USA-CONT', name: 'Continental USA', countries: list('USA:United States') },
      { code: 'USA-HI', name: 'Hawaii', countries: list('USA:United States') },
      { code: 'USA-AK', name: 'Alaska', countries: list('USA:United States') },
      { code: 'USA-VI', name: 'Virgin Islands', countries: list('VIR:U.S. Virgin Islands') },
      { code: 'USA-PR', name: 'Puerto Rico', countries: list('PRI:Puerto Rico') },
    ],
  },
  single(
    'NA',
    'North America',
    'CAN:Canada|MEX:Mexico|BHS:Bahamas|BLZ:Belize|BRB:Barbados|CRI:Costa Rica|DOM:Dominican Republic|' +
      'GTM:Guatemala|HND:Honduras|JAM:Jamaica|NIC:Nicaragua|PAN:Panama|SLV:El Salvador|TTO:Trinidad and Tobago',
  ),
  single(
    'SA',
    'South America',
    'ARG:Argentina|BOL:Bolivia|BRA:Brazil|CHL:Chile|COL:Colombia|ECU:Ecuador|GUY:Guyana|PER:Peru|' +
      'PRY:Paraguay|SUR:Suriname|URY:Uruguay|VEN:Venezuela',
  ),
  single(
    'AF',
    'Africa',
    'BWA:Botswana|CIV:Côte d’Ivoire|CMR:Cameroon|DZA:Algeria|EGY:Egypt|ETH:Ethiopia|GHA:Ghana|KEN:Kenya|' +
      'MAR:Morocco|MUS:Mauritius|NAM:Namibia|NGA:Nigeria|RWA:Rwanda|SEN:Senegal|TUN:Tunisia|TZA:Tanzania|' +
      'UGA:Uganda|ZAF:South Africa|ZMB:Zambia|ZWE:Zimbabwe',
  ),
  single(
    'AS',
    'Asia',
    'CHN:China|HKG:Hong Kong|IDN:Indonesia|JPN:Japan|KAZ:Kazakhstan|KHM:Cambodia|KOR:South Korea|' +
      'MNG:Mongolia|MYS:Malaysia|PHL:Philippines|SGP:Singapore|THA:Thailand|TWN:Taiwan|UZB:Uzbekistan|VNM:Vietnam',
  ),
  single('OC', 'Australasia', 'AUS:Australia|FJI:Fiji|NZL:New Zealand|PNG:Papua New Guinea'),
  single(
    'EU',
    'European Union',
    'AUT:Austria|BEL:Belgium|BGR:Bulgaria|HRV:Croatia|CYP:Cyprus|CZE:Czechia|DNK:Denmark|EST:Estonia|' +
      'FIN:Finland|FRA:France|DEU:Germany|GRC:Greece|HUN:Hungary|IRL:Ireland|ITA:Italy|LVA:Latvia|' +
      'LTU:Lithuania|LUX:Luxembourg|MLT:Malta|NLD:Netherlands|POL:Poland|PRT:Portugal|ROU:Romania|' +
      'SVK:Slovakia|SVN:Slovenia|ESP:Spain|SWE:Sweden',
  ),
  single(
    'NON-EU',
    'Europe (non-EU)',
    'ALB:Albania|AND:Andorra|BIH:Bosnia and Herzegovina|CHE:Switzerland|GBR:United Kingdom|ISL:Iceland|' +
      'LIE:Liechtenstein|MCO:Monaco|MDA:Moldova|MKD:North Macedonia|MNE:Montenegro|NOR:Norway|' +
      'SMR:San Marino|SRB:Serbia|TUR:Türkiye|UKR:Ukraine',
  ),
  single(
    'ISC',
    'Indian Sub Continent',
    'BGD:Bangladesh|BTN:Bhutan|IND:India|LKA:Sri Lanka|MDV:Maldives|NPL:Nepal|PAK:Pakistan',
  ),
  single(
    'ME',
    'Middle East',
    'ARE:United Arab Emirates|BHR:Bahrain|IRQ:Iraq|ISR:Israel|JOR:Jordan|KWT:Kuwait|LBN:Lebanon|' +
      'OMN:Oman|QAT:Qatar|SAU:Saudi Arabia',
  ),
];

export const DEFAULT_REGION = { location: 'USA-CONT', country: 'USA' } as const;

/** The region (location) codes of the given groups, e.g. ['USA', 'EU'] → USA-CONT … EU. */
export function regionCodes(groups: readonly string[]): string[] {
  return REGION_GROUPS.filter((g) => groups.includes(g.code)).flatMap((g) => g.regions.map((r) => r.code));
}

export function regionByCode(code: string): Region | undefined {
  for (const group of REGION_GROUPS) for (const region of group.regions) if (region.code === code) return region;
  return undefined;
}
