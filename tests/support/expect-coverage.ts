import { expect } from 'vitest';
import type { createCoverage } from './machine-coverage.ts';

type Coverage = ReturnType<typeof createCoverage>;

/** One coverage from several walks of the same machine: the first takes in the others. */
function combineCoverage(first: Coverage, ...others: Coverage[]): Coverage {
  for (const other of others) {
    other.walked.forEach((t) => first.walked.add(t));
    other.reached.forEach((s) => first.reached.add(s));
  }
  return first;
}

/**
 * The model-walk promise of docs/decisions/0003: every state reached and every transition walked,
 * by name and by count (the count catches a walked key the machine does not define). Several walks
 * of the same machine (each input, say, walked separately) count together.
 */
export function expectFullCoverage(...walks: Coverage[]): void {
  const [first, ...others] = walks;
  if (!first) throw new Error('expectFullCoverage: no walk to check');
  const coverage = combineCoverage(first, ...others);
  expect(coverage.missingStates(), 'states never reached').toEqual([]);
  expect(coverage.missingTransitions(), 'transitions never walked').toEqual([]);
  expect(coverage.reached.size).toBe(coverage.allStates.size);
  expect(coverage.walked.size).toBe(coverage.allTransitions.size);
  expect(coverage.allTransitions.size).toBeGreaterThan(0);
}

/**
 * Full coverage but for transitions and states a browser cannot drive, each with its reason:
 * everything else walked, and each excused one really not walked (a stale excuse fails too).
 */
export function expectCoverageExcept(coverage: Coverage, excused: Record<string, string>): void {
  const known = new Set([...coverage.allStates, ...coverage.allTransitions]);
  expect(
    Object.keys(excused).filter((k) => !known.has(k)),
    'excuses for no such state or transition',
  ).toEqual([]);
  expect(
    coverage.missingStates().filter((k) => !(k in excused)),
    'states never reached',
  ).toEqual([]);
  expect(
    coverage.missingTransitions().filter((k) => !(k in excused)),
    'transitions never walked',
  ).toEqual([]);
  const walkedExcuses = Object.keys(excused).filter((k) => coverage.walked.has(k) || coverage.reached.has(k));
  expect(walkedExcuses, 'excused but walked: remove the excuse').toEqual([]);
  expect(coverage.allTransitions.size).toBeGreaterThan(0);
}
