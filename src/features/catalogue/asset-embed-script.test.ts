// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assetEmbedScriptSrc, useAssetEmbedScript } from './asset-embed-script';

afterEach(() => document.getElementById('asset-embed-script')?.remove());

describe('asset-embed script', () => {
  it('takes https addresses and this site’s own, nothing else', () => {
    const origin = 'http://localhost:3000';
    expect(assetEmbedScriptSrc('https://assets.example/embed.js', origin)).toBe('https://assets.example/embed.js');
    expect(assetEmbedScriptSrc('/asset-embed.js', origin)).toBe('http://localhost:3000/asset-embed.js');
    expect(assetEmbedScriptSrc('http://assets.example/embed.js', origin)).toBeNull();
    expect(assetEmbedScriptSrc('javascript:alert(1)', origin)).toBeNull();
    expect(assetEmbedScriptSrc(null, origin)).toBeNull();
  });

  it('adds the script to the page once, however many product pages mount', () => {
    renderHook(() => useAssetEmbedScript('/asset-embed.js'));
    renderHook(() => useAssetEmbedScript('/asset-embed.js'));
    const scripts = document.querySelectorAll('script#asset-embed-script');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toMatch(/\/asset-embed\.js$/);
  });

  it('adds nothing without an address', () => {
    renderHook(() => useAssetEmbedScript(null));
    expect(document.getElementById('asset-embed-script')).toBeNull();
  });
});
