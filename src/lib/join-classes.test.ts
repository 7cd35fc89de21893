import { describe, expect, it } from 'vitest';
import { joinClasses } from './join-classes';

describe('joinClasses', () => {
  it('joins the names given and leaves out the absent ones', () => {
    expect(joinClasses('row', 'extra')).toBe('row extra');
    expect(joinClasses('row', undefined)).toBe('row');
    expect(joinClasses('row', '', null, false, 'last')).toBe('row last');
  });
});
