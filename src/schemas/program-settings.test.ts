import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { programApplySchema, programContentSchema, programSettingsSchema } from './program-settings';
import { firstMessages } from './test-helpers';

const minimal = {
  slug: 'harbor',
  type: 'points',
  fullName: 'Harbor Rewards',
  hosts: ['Harbor.Example.com'],
  languages: ['en'],
  theme: { color1: '#000000', color2: '#111111', color3: '#222222' },
};

describe('program settings (program.json)', () => {
  it('fills what a folder leaves out with the defaults, and lower-cases hosts', () => {
    const settings = v.parse(programSettingsSchema, minimal);
    expect(settings.hosts).toEqual(['harbor.example.com']);
    expect(settings.status).toBe(true);
    expect(settings.permissions.allowPurchase).toBe(true);
    expect(settings.permissions.productCounts).toEqual([12, 24, 48, 96]);
    expect(settings.theme).toMatchObject({ gridType: 'grid', logo: null });
  });

  it('names each field at fault: a colour, an unknown setting, a default language not offered, a plateau without levels', () => {
    expect(Object.keys(firstMessages(programSettingsSchema, { ...minimal, theme: { ...minimal.theme, color2: 'blue' } }))).toEqual(['theme.color2']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...minimal, colour: 'red' }))).toEqual(['colour']);
    expect(firstMessages(programSettingsSchema, { ...minimal, defaultLanguage: 'fr' })).toEqual({ defaultLanguage: 'Must be one of the program’s languages.' });
    expect(Object.keys(firstMessages(programSettingsSchema, { ...minimal, type: 'plateau' }))).toEqual(['plateauLevels']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...minimal, hosts: ['not a host'] }))).toEqual(['hosts.0']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...minimal, theme: { ...minimal.theme, logo: '../secret.png' } }))).toEqual(['theme.logo']);
  });

  it('content: sections by type, slide images from theme/ or the shop’s own paths only', () => {
    const slide = { imageClassic: 'a.png', imageFull: '/images/b.png', imageMobile: 'c.webp' };
    expect(v.parse(programContentSchema, { pages: [{ url: 'home', title: 'Home', sections: [{ type: 'slider', slideSpeed: 3, slides: [slide] }] }] }).desktopMenu).toEqual([]);
    expect(Object.keys(firstMessages(programContentSchema, { pages: [{ url: 'home', title: 'Home', sections: [{ type: 'video' }] }] }))).toEqual(['pages.0.sections.0.type']);
    expect(
      Object.keys(firstMessages(programContentSchema, { pages: [{ url: 'home', title: 'Home', sections: [{ type: 'slider', slideSpeed: 3, slides: [{ ...slide, imageFull: 'https://elsewhere.example/x.png' }] }] }] })),
    ).toEqual(['pages.0.sections.0.slides.0.imageFull']);
    expect(Object.keys(firstMessages(programApplySchema, { settings: minimal, content: { xx: { pages: [] } } }))).toEqual(['content.xx']);
  });
});
