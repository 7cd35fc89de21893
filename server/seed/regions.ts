// The names the seed writes into product costs (Cost.regionName) for each region group. The groups
// themselves, with their countries, are the shop's one table (src/domain/regions.ts).
import type { RegionGroupCode } from '../../src/domain/regions.ts';

export const REGION_GROUP_NAMES: Readonly<Record<RegionGroupCode, string>> = {
  USA: 'USA',
  NA: 'North America',
  SA: 'South America',
  AF: 'Africa',
  AS: 'Asia',
  OC: 'Australasia',
  EU: 'European Union',
  'NON-EU': 'Europe (non-EU)',
  ISC: 'Indian Sub Continent',
  ME: 'Middle East',
};
