// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { productVideos, videoFromEmbed } from './video-embed';

const youtube =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Echo Smart Speaker" frameborder="0" allowfullscreen></iframe>';

describe('video embeds', () => {
  it('takes the player address of an iframe from an allowed host', () => {
    expect(videoFromEmbed(youtube)).toEqual({ src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', title: 'Echo Smart Speaker' });
    expect(videoFromEmbed('<iframe src="https://player.vimeo.com/video/1"></iframe>')?.src).toBe('https://player.vimeo.com/video/1');
  });

  it('refuses other hosts, plain http, scripts and javascript: addresses (the Hostile Sandbox payloads)', () => {
    expect(videoFromEmbed('<iframe src="https://evil.example/"></iframe><script>window.__xss=1</script>')).toBeNull();
    expect(videoFromEmbed('<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>')).toBeNull();
    expect(videoFromEmbed('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(videoFromEmbed('<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>')).toBeNull();
    expect(videoFromEmbed('<svg onload="window.__xss=4"></svg>')).toBeNull();
    expect(videoFromEmbed(null)).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('collects product and brand videos, skipping images and refused embeds', () => {
    const videos = productVideos({
      resources: {
        product: [
          { productResourceType: 'Image', productImageLink: '/x.png' },
          { productResourceType: 'Video', productResourceEmbed: youtube },
        ],
        brand: [{ productResourceType: 'Video', productResourceEmbed: '<iframe src="https://evil.example/"></iframe>' }],
      },
    });
    expect(videos.map((v) => v.src)).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ']);
    expect(productVideos({})).toEqual([]);
  });
});
