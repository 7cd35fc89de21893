// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter, telHref } from './site-footer';
import { programFixture, renderLayout } from './test-utils';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('shows contacts as links, the disclaimer and the copyright with year and program name', async () => {
    await renderLayout(<SiteFooter program={programFixture()} year={2027} />);
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'help@summit.example' }).getAttribute('href')).toBe('mailto:help@summit.example');
    expect(screen.getByRole('link', { name: '(555) 201-2026' }).getAttribute('href')).toBe('tel:5552012026');
    expect(footer.textContent).toContain('1600 Summit Avenue, Denver, CO 80202');
    expect(screen.getByTestId('footer-disclaimer').textContent).toMatch(/property of their respective owners/);
    expect(footer.textContent).toContain('© 2027 Summit Rewards. All rights reserved.');
  });

  it('applies the footer text alignment and size like the admin message', async () => {
    await renderLayout(<SiteFooter program={programFixture({ footerTextAlign: 'Right', footerTextSize: 'Large' })} />);
    const text = screen.getByTestId('footer-text');
    expect(text.style.textAlign).toBe('right');
    expect(text.style.fontSize).toBe('22px');
  });

  it('shows the footer image only when footerImageVisible', async () => {
    await renderLayout(<SiteFooter program={programFixture({ footerImageVisible: true, footerImage: '/footer.svg' })} />);
    expect(screen.getByRole('img', { name: 'Summit Rewards logo' }).getAttribute('src')).toBe('/footer.svg');
    cleanup();
    await renderLayout(<SiteFooter program={programFixture({ footerImageVisible: false, footerImage: '/footer.svg' })} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps only digits and + in tel: links', () => {
    expect(telHref('+1 (555) 201-2026')).toBe('tel:+15552012026');
  });
});
