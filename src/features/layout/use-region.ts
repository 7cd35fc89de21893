import { useMemo } from 'react';
import type { Program } from '../../api/queries/program';
import { effectiveRegion, type RegionChoice } from '../../domain/regions';
import { readStoredRegion, useStoredRegion, writeStoredRegion } from './region-store';

type RegionProgram = Pick<Program, 'continents' | 'defaultContinent' | 'defaultCountry'>;

/** The current location and a setter that stores it (stored client state [locales-and-regions 16]). */
export function useRegion(program: RegionProgram): [RegionChoice, (choice: RegionChoice) => void] {
  const stored = useStoredRegion();
  // The same object while neither changes: the list's query and its `go` are memoized on it, and
  // a new default region on every render made them new on every render too (docs/performance.md).
  const region = useMemo(() => effectiveRegion(program, stored), [program, stored]);
  return [region, writeStoredRegion];
}

/** The current location outside React (a route's loader): the one useRegion returns. */
export function currentRegion(program: RegionProgram): RegionChoice {
  return effectiveRegion(program, readStoredRegion());
}

export type { RegionChoice };
