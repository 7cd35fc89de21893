import { expect } from 'vitest';
import type { createCoverage } from './machine-coverage.ts';

type Coverage = ReturnType<typeof createCoverage>;

/** One coverage from several walks of the same machine (each input, say, walked separately). */
export function combineCoverage(first: Coverage, ...others: Coverage[]): Coverage {
  for (const other of others) {
    other.walked.forEach((t) => first.walked.add(t));
    other.reached.forEach((s) => first.reached.add(s));
  }
  return first;
}

/**
 * The model-walk promise of docs/decisions/0003: every state reached and every transition walked,
 * by name and by count (the count catches a walked key the machine does not define).
 */
export function expectFullCoverage(coverage: Coverage): void {
  expect(coverage.missingStates(), 'states never reached').toEqual([]);
  expect(coverage.missingTransitions(), 'transitions never walked').toEqual([]);
  expect(coverage.reached.size).toBe(coverage.allStates.size);
  expect(coverage.walked.size).toBe(coverage.allTransitions.size);
  expect(coverage.allTransitions.size).toBeGreaterThan(0);
}
