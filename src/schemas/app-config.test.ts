import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from './app-config';

const parse = (input: unknown) => v.safeParse(appConfigSchema, input);

describe('appConfigSchema', () => {
  it.each([
    [{}, ''],
    [{ apiOrigin: '' }, ''],
    [{ apiOrigin: 'https://api.example.com' }, 'https://api.example.com'],
    [{ apiOrigin: 'https://api.example.com/' }, 'https://api.example.com'],
    [{ apiOrigin: ' http://localhost:3000 ' }, 'http://localhost:3000'],
  ])('takes %j as apiOrigin %j', (input, apiOrigin) => {
    const result = parse(input);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ apiOrigin });
  });

  it.each([
    { apiOrigin: 'api.example.com' },
    { apiOrigin: 'https://api.example.com/v1' },
    { apiOrigin: 'https://api.example.com?x=1' },
    { apiOrigin: 'ftp://api.example.com' },
    { apiOrigin: 42 },
  ])('refuses %j with a message that says what an origin is', (input) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toMatch(/apiOrigin must be/);
  });
});
