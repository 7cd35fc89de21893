import { useMemo } from 'react';
import type { Program } from '../../api/queries/program';
import {
  DEFAULT_REGION,
  permittedGroups,
  REGION_GROUPS,
  regionByCode,
  regionOfCountry,
  type RegionChoice,
  type RegionDefinition,
} from './regions';
import { useStoredRegion, writeStoredRegion } from './region-store';

type RegionProgram = Pick<Program, 'continents' | 'defaultContinent' | 'defaultCountry'>;

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
  if (stored) {
    const groups = permittedGroups(program.continents);
    if (groups.some((g) => g.regions.some((r) => r.code === stored.location))) return stored;
  }
  return defaultRegion(program);
}

/** The current location and a setter that stores it (stored client state [locales-and-regions 16]). */
export function useRegion(program: RegionProgram): [RegionChoice, (choice: RegionChoice) => void] {
  const stored = useStoredRegion();
  // The same object while neither changes: the list's query and its `go` are memoized on it, and
  // a new default region on every render made them new on every render too (docs/performance.md).
  const region = useMemo(() => effectiveRegion(program, stored), [program, stored]);
  return [region, writeStoredRegion];
}

export type { RegionChoice };
