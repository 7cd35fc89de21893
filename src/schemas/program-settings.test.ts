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
    expect(settings).toMatchObject({ feedStatus: 'Completed', sso: null, assetEmbedScriptUrl: null, geolocation: false });
  });

  it('region groups and the default region are codes the shop knows; an unknown one is refused, not ignored', () => {
    const regions = { ...minimal, continents: ['USA', 'EU', 'NON-EU'], defaultContinent: 'USA-CONT', defaultCountry: 'USA' };
    expect(v.parse(programSettingsSchema, regions)).toMatchObject({ continents: ['USA', 'EU', 'NON-EU'], defaultContinent: 'USA-CONT' });
    expect(v.parse(programSettingsSchema, { ...regions, defaultContinent: 'EU' }).defaultContinent).toBe('EU');
    expect(firstMessages(programSettingsSchema, { ...regions, continents: ['USA', 'EUR'] })).toEqual({
      'continents.1': 'Must be a region group: USA, NA, SA, AF, AS, OC, EU, NON-EU, ISC, ME.',
    });
    // A region is not a group: USA-CONT is offered through USA.
    expect(Object.keys(firstMessages(programSettingsSchema, { ...regions, continents: ['USA-CONT'] }))).toEqual(['continents.0']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...regions, defaultContinent: 'Europe' }))).toEqual(['defaultContinent']);
  });

  it('single sign-on, the asset-embed script, geolocation and the feed status: https addresses or the shop’s own paths', () => {
    const full = {
      ...minimal,
      sso: { serviceURL: 'https://idp.example.com/oauth2/default', clientId: 'harbor' },
      assetEmbedScriptUrl: '/asset-embed/embed.js',
      geolocation: true,
      feedStatus: 'Created Products',
      theme: { ...minimal.theme, logo: '/images/logos/harbor.svg?c=0b5394' },
      permissions: { productCounts: [] },
    };
    expect(v.parse(programSettingsSchema, full)).toMatchObject({ sso: { clientId: 'harbor' }, geolocation: true, feedStatus: 'Created Products', permissions: { productCounts: [] } });
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, sso: { serviceURL: 'http://idp.example.com', clientId: 'harbor' } }))).toEqual(['sso.serviceURL']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, sso: { serviceURL: '/oidc' } }))).toEqual(['sso.clientId']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, assetEmbedScriptUrl: 'javascript:alert(1)' }))).toEqual(['assetEmbedScriptUrl']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, feedStatus: 'Rebuilding' }))).toEqual(['feedStatus']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, theme: { ...full.theme, logo: '//elsewhere.example/x.png' } }))).toEqual(['theme.logo']);
    expect(Object.keys(firstMessages(programSettingsSchema, { ...full, assetEmbedScriptUrl: '/\\elsewhere.example/x.js' }))).toEqual(['assetEmbedScriptUrl']);
  });

  it('messages: message ids to text, per language', () => {
    expect(v.parse(programApplySchema, { settings: minimal, messages: { en: { welcome: 'Ahoy' } } }).messages).toEqual({ en: { welcome: 'Ahoy' } });
    expect(Object.keys(firstMessages(programApplySchema, { settings: minimal, messages: { en: { welcome: 3 } } }))).toEqual(['messages.en.welcome']);
    expect(Object.keys(firstMessages(programApplySchema, { settings: minimal, messages: { xx: {} } }))).toEqual(['messages.xx']);
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
