// The API benchmark's scenarios: each asks a valid query, and a varied one never repeats itself
// within a run (the server keeps repeated list responses, which would then be measured instead).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestPaths, scenarios } from '../../bench/lib/api.ts';
import { productQuerySchema, suggestionQuerySchema } from '../../src/schemas/index.ts';

const queryOf = (path: string) => JSON.parse(new URL(path, 'http://bench').searchParams.get('o') ?? '{}') as unknown;

describe('API bench scenarios', () => {
  it('ask valid queries only', () => {
    for (const scenario of scenarios) {
      const schema = scenario.kind === 'list' ? productQuerySchema : suggestionQuerySchema;
      const next = requestPaths(scenario);
      for (let i = 0; i < 50; i++) expect(v.safeParse(schema, queryOf(next())).success, scenario.name).toBe(true);
    }
  });

  it('a varied scenario asks 2,400 different queries before repeating one; a fixed one repeats its path', () => {
    const varied = scenarios.filter((s) => s.vary);
    expect(varied.length).toBeGreaterThanOrEqual(2);
    for (const scenario of varied) {
      const next = requestPaths(scenario);
      const seen = new Set(Array.from({ length: 2400 }, () => next()));
      expect(seen.size, scenario.name).toBe(2400);
    }
    const fixed = scenarios.find((s) => !s.vary)!;
    const next = requestPaths(fixed);
    expect(new Set([next(), next(), next()]).size).toBe(1);
  });
});
