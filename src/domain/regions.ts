// Region groups [locales-and-regions 9] ("continents"), each with every country it covers as an ISO 3166-1
// alpha-3 code. A program permits some groups (Program.continents); a participant's region is
// { location, country } where location is one of the region codes below. Only the USA group is
// split into regions (shipping differs for them); every other group is one region whose code is the
// group code. The app (location dialog, checkout) and the server (pricing and checking orders)
// read this one table. Names come from the message catalogue (regions)
// and the browser (countries, country-names.ts), so none are kept here.

export type RegionGroupCode = 'USA' | 'NA' | 'SA' | 'AF' | 'AS' | 'OC' | 'EU' | 'NON-EU' | 'ISC' | 'ME';
export type RegionCode = 'USA-CONT' | 'USA-HI' | 'USA-AK' | 'USA-VI' | 'USA-PR' | Exclude<RegionGroupCode, 'USA'>;

/** The participant's shipping location: a region code (prices follow it) and a country. */
export interface RegionChoice {
  location: string;
  country: string;
}

export interface RegionDefinition {
  code: RegionCode;
  /** Alpha-3 codes, each in exactly one region outside the USA group. */
  countries: readonly string[];
}

export interface RegionGroupDefinition {
  code: RegionGroupCode;
  regions: readonly RegionDefinition[];
}

const codes = (text: string): string[] => text.trim().split(/\s+/);

const single = (code: Exclude<RegionGroupCode, 'USA'>, countries: string): RegionGroupDefinition => ({
  code,
  regions: [{ code, countries: codes(countries) }],
});

export const REGION_GROUPS: readonly RegionGroupDefinition[] = [
  {
    code: 'USA',
    regions: [
      { code: 'USA-CONT', countries: ['USA'] },
      { code: 'USA-HI', countries: ['USA'] },
      { code: 'USA-AK', countries: ['USA'] },
      { code: 'USA-VI', countries: ['VIR'] },
      { code: 'USA-PR', countries: ['PRI'] },
    ],
  },
  // Canada, Mexico, Bermuda, Greenland, Saint Pierre and Miquelon, Central America and the Caribbean
  // (the US territories are in the USA group).
  single(
    'NA',
    `CAN MEX BMU GRL SPM
     BLZ CRI SLV GTM HND NIC PAN
     AIA ATG ABW BHS BRB BES VGB CYM CUB CUW DMA DOM GRD GLP HTI JAM MTQ MSR BLM KNA LCA MAF VCT SXM TTO TCA`,
  ),
  single('SA', 'ARG BOL BRA CHL COL ECU FLK GUF GUY PRY PER SUR URY VEN SGS'),
  // The 54 states of Africa and the territories around it.
  single(
    'AF',
    `DZA AGO BEN BWA BFA BDI CPV CMR CAF TCD COM COG COD CIV DJI EGY GNQ ERI SWZ ETH GAB GMB GHA GIN
     GNB KEN LSO LBR LBY MDG MWI MLI MRT MUS MAR MOZ NAM NER NGA RWA STP SEN SYC SLE SOM ZAF SSD SDN
     TZA TGO TUN UGA ZMB ZWE ESH MYT REU SHN`,
  ),
  // East, South-East and Central Asia; the subcontinent and the Middle East are groups of their own.
  single(
    'AS',
    `CHN HKG MAC JPN KOR PRK MNG TWN
     BRN KHM IDN LAO MYS MMR PHL SGP THA TLS VNM
     KAZ KGZ TJK TKM UZB AFG`,
  ),
  single(
    'OC',
    `AUS NZL PNG FJI SLB VUT NCL PYF WSM TON KIR TUV NRU FSM MHL PLW COK NIU TKL WLF ASM GUM MNP NFK
     CXR CCK PCN`,
  ),
  single(
    'EU',
    `AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK
     SVN ESP SWE ALA`,
  ),
  single(
    'NON-EU',
    `ALB AND ARM AZE BLR BIH FRO GEO GIB GGY ISL IMN JEY LIE MDA MCO MNE MKD NOR RUS SMR SRB CHE TUR
     UKR GBR VAT SJM`,
  ),
  single('ISC', 'IND PAK BGD LKA NPL BTN MDV'),
  single('ME', 'ARE BHR IRN IRQ ISR JOR KWT LBN OMN PSE QAT SAU SYR YEM'),
];

/** [constants 29]: the region when neither the participant nor the program chose one. */
export const DEFAULT_REGION = { location: 'USA-CONT', country: 'USA' } as const satisfies {
  location: RegionCode;
  country: string;
};

/** The groups a program permits, in the table's order; unknown codes are ignored. */
export function permittedGroups(continents: readonly string[] | undefined): RegionGroupDefinition[] {
  const wanted = new Set(continents ?? []);
  return REGION_GROUPS.filter((group) => wanted.has(group.code));
}

export function regionByCode(code: string | null | undefined): RegionDefinition | undefined {
  for (const group of REGION_GROUPS) for (const region of group.regions) if (region.code === code) return region;
  return undefined;
}

/** The first region among `groups` that covers `country` (USA → USA-CONT). */
export function regionOfCountry(
  country: string | null | undefined,
  groups: readonly RegionGroupDefinition[] = REGION_GROUPS,
): RegionDefinition | undefined {
  for (const group of groups) for (const region of group.regions) if (country && region.countries.includes(country)) return region;
  return undefined;
}

/** What of a program's settings decides where it ships. */
export interface RegionProgram {
  continents?: readonly string[] | null;
  defaultContinent?: string | null;
  defaultCountry?: string | null;
}

/** A region code, or a group code standing for its first region (USA → USA-CONT). */
function resolveRegion(code: string | null | undefined): RegionDefinition | undefined {
  return regionByCode(code) ?? REGION_GROUPS.find((g) => g.code === code)?.regions[0];
}

/** The program's default location (defaultContinent, defaultCountry), else USA / USA-CONT [constants 29]. */
export function defaultRegion(program: RegionProgram): RegionChoice {
  const region = resolveRegion(program.defaultContinent) ?? regionOfCountry(program.defaultCountry);
  if (!region) return { ...DEFAULT_REGION };
  const country =
    program.defaultCountry && region.countries.includes(program.defaultCountry)
      ? program.defaultCountry
      : region.countries.length === 1
        ? region.countries[0]!
        : program.defaultCountry || DEFAULT_REGION.country;
  return { location: region.code, country };
}

/** A stored choice counts only while the program still permits its region. */
export function effectiveRegion(program: RegionProgram, stored: RegionChoice | null | undefined): RegionChoice {
  if (stored && isRegionOffered(program, stored.location)) return stored;
  return defaultRegion(program);
}

/** The program's permitted groups hold the region, or it is the program's default region. */
export function isRegionOffered(program: RegionProgram, location: string): boolean {
  const groups = permittedGroups(program.continents ?? undefined);
  return groups.some((g) => g.regions.some((r) => r.code === location)) || defaultRegion(program).location === location;
}

/** Why an order priced in region `location` may not ship to `country`; undefined when it may. */
export type ShippingProblem = 'unknownRegion' | 'regionNotOffered' | 'countryOutsideRegion';

export function shippingProblem(program: RegionProgram, location: string, country: string): ShippingProblem | undefined {
  const region = regionByCode(location);
  if (!region) return 'unknownRegion';
  if (!isRegionOffered(program, location)) return 'regionNotOffered';
  if (!region.countries.includes(country)) return 'countryOutsideRegion';
  return undefined;
}
