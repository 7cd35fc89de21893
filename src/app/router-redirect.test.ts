import { describe, expect, it } from 'vitest';
import { afterSignInTarget, safeRedirectTarget } from './router-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/shop', '/shop'],
    ['/shop?filter_search=pen&page=2', '/shop?filter_search=pen&page=2'],
    ['/shop/products/aurora-wireless-headphones#reviews', '/shop/products/aurora-wireless-headphones#reviews'],
    ['/account/myprofile', '/account/myprofile'],
    ['/', '/'],
    // Dot segments and encoded slashes stay on this site.
    ['/shop/../account/orders', '/account/orders'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/shop'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/shop'],
    ['three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/shop\\..\\..\\evil'],
    ['a tab the URL parser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a leading space', ' /shop'],
    ['dot segments that collapse into //', '/a/..//evil.example'],
    ['a relative path', 'shop'],
    ['an empty string', ''],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_, raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it.each([[undefined], [null], [42], [{ href: '/shop' }], [['/shop']]])('rejects the non-text %o', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it.each([
    '/login',
    '/login?redirect=/shop',
    '/login/reset-password?token=x',
    '/account/login',
    '/account/logout',
    '/account/timeout',
    '/LOGIN',
  ])('does not return to the sign-in pages themselves (%s)', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it('keeps pages whose names merely start like a sign-in page', () => {
    expect(safeRedirectTarget('/loginhelp')).toBe('/loginhelp');
    expect(safeRedirectTarget('/account/logouts')).toBe('/account/logouts');
  });
});

describe('afterSignInTarget', () => {
  it('goes where the visitor was headed', () => {
    expect(afterSignInTarget('/shop/cart')).toBe('/shop/cart');
  });

  it.each([undefined, '', 'https://evil.example', '//evil.example', '/login'])('goes home otherwise (%o)', (raw) => {
    expect(afterSignInTarget(raw)).toBe('/');
  });
});
