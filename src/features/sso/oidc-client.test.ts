import { describe, expect, it } from 'vitest';
import { resumeTargetOf } from './oidc-client';

describe('the resume target carried through the provider', () => {
  it('keeps okta or redirect and a path on this site', () => {
    expect(resumeTargetOf({ page: 'okta', next: '/' })).toEqual({ page: 'okta', next: '/' });
    expect(resumeTargetOf({ page: 'redirect', next: '/shop?page=2' })).toEqual({ page: 'redirect', next: '/shop?page=2' });
  });

  it('falls back to the shop sign-in and / for anything else', () => {
    expect(resumeTargetOf(undefined)).toEqual({ page: 'redirect', next: '/' });
    expect(resumeTargetOf({ page: 'score', next: 'https://evil.example/' })).toEqual({ page: 'redirect', next: '/' });
    expect(resumeTargetOf({ page: 'okta', next: '//evil.example' })).toEqual({ page: 'okta', next: '/' });
    expect(resumeTargetOf({ next: '/login' })).toEqual({ page: 'redirect', next: '/' });
  });
});
