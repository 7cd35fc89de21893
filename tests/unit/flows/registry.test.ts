import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';

describe('machine registry', () => {
  it('lists the app’s machines under distinct kebab-case ids, each with a title and a description', () => {
    expect(machineRegistry.length).toBeGreaterThanOrEqual(4);
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of machineRegistry) {
      expect(entry.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.trim().length).toBeGreaterThan(20);
    }
  });

  it('holds machines with distinct root ids, which is how live snapshots find their drawing', () => {
    const rootIds = machineRegistry.map((entry) => entry.machine.id);
    expect(new Set(rootIds).size).toBe(rootIds.length);
    expect(rootIds).toEqual(expect.arrayContaining(['appBoot', 'siteMode', 'signIn', 'passwordReset']));
  });
});
