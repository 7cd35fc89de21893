import { describe, expect, it } from 'vitest';
import { isExternalLink, safeLink } from './link-target';

const origin = 'http://localhost:3000';

describe('slide links', () => {
  it('tells external links from the site’s own', () => {
    expect(isExternalLink('https://learning.example/', origin)).toBe(true);
    expect(isExternalLink('/shop/catalog/audio', origin)).toBe(false);
    expect(isExternalLink('http://localhost:3000/shop', origin)).toBe(false);
  });

  it('keeps http(s) and paths, drops script addresses', () => {
    expect(safeLink('/shop', origin)).toBe('/shop');
    expect(safeLink('http://localhost:3000/shop?x=1', origin)).toBe('/shop?x=1');
    expect(safeLink('https://learning.example/', origin)).toBe('https://learning.example/');
    expect(safeLink('javascript:window.__xss=3', origin)).toBeNull();
    expect(safeLink('data:text/html,<script>1</script>', origin)).toBeNull();
    expect(safeLink(null, origin)).toBeNull();
  });
});
