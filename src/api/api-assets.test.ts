import { describe, expect, it } from 'vitest';
import { absoluteApiFiles, apiFilesMiddleware } from './api-assets';

describe('absoluteApiFiles', () => {
  it('makes image addresses absolute, in values and in HTML inside values', () => {
    const json = JSON.stringify({
      theme: { logo: '/images/logos/summit.svg?c=123456' },
      html: '<p><img src="/images/slides/a.svg" alt=""></p>',
      link: '/shop/images/not-a-file',
      text: 'see /images/ in the text',
    });
    expect(JSON.parse(absoluteApiFiles(json, 'https://api.example.com'))).toEqual({
      theme: { logo: 'https://api.example.com/images/logos/summit.svg?c=123456' },
      html: '<p><img src="https://api.example.com/images/slides/a.svg" alt=""></p>',
      link: '/shop/images/not-a-file',
      text: 'see /images/ in the text',
    });
  });

  it('leaves answers that are not JSON alone', async () => {
    const middleware = apiFilesMiddleware('https://api.example.com');
    const response = new Response('"/images/a.svg"', { headers: { 'content-type': 'text/plain' } });
    const out = await middleware.onResponse!({ response } as never);
    expect(out).toBeUndefined();
  });

  it('rewrites a JSON response and keeps its status', async () => {
    const middleware = apiFilesMiddleware('https://api.example.com');
    const response = new Response('{"image":"/images/a.svg"}', {
      status: 201,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': '9' },
    });
    const out = (await middleware.onResponse!({ response } as never)) as Response;
    expect(out.status).toBe(201);
    expect(out.headers.get('content-encoding')).toBeNull();
    expect(await out.json()).toEqual({ image: 'https://api.example.com/images/a.svg' });
  });
});
