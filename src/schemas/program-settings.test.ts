import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { nearestField, programApplySchema, programContentSchema, programSettingsSchema } from './program-settings';
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
    expect(firstMessages(programSettingsSchema, { ...minimal, defaultLanguage: 'fr' })).toEqual({ defaultLanguage: '"fr" is not one of the program’s languages (en).' });
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

  it('content: no page may be named admin, the staff console’s address on every host', () => {
    const page = (url: string) => ({ pages: [{ url, title: 'Staff', sections: [] }] });
    expect(firstMessages(programContentSchema, page('admin'))).toEqual({
      'pages.0.url': 'The page name admin is taken by the staff console at /admin: choose another.',
    });
    expect(v.safeParse(programContentSchema, page('administration')).success).toBe(true);
  });
});

const REGIONS = 'Regions: USA, NA, SA, AF, AS, OC, EU, NON-EU, ISC, ME.';
const LANGUAGES = 'Languages: en, fr, sp, ge, it, pt, nl.';

describe('regions, countries and languages: only the product’s own, each refusal naming the value and what would do', () => {
  it.each([
    ['a region that does not exist', { continents: ['USA', 'MARS'] }, { 'continents.1': `"MARS" is not a region. ${REGIONS}` }],
    ['a part of the USA where its region is meant', { continents: ['USA-HI'] }, { 'continents.0': `"USA-HI" is a part of the USA region; list "USA". ${REGIONS}` }],
    [
      'a default region that does not exist',
      { defaultContinent: 'NOWHERE' },
      { defaultContinent: '"NOWHERE" is not a region. Regions: USA, NA, SA, AF, AS, OC, EU, NON-EU, ISC, ME, or a part of USA: USA-CONT, USA-HI, USA-AK, USA-VI, USA-PR.' },
    ],
    ['a country that does not exist', { defaultCountry: 'XYZ' }, { defaultCountry: '"XYZ" is not a country of any region. Countries are three-letter ISO 3166 codes, e.g. USA, CAN, DEU, GBR.' }],
    ['a country in lower case', { defaultCountry: 'deu' }, { defaultCountry: '"deu" is not a country code; codes are in capitals: "DEU".' }],
    ['a default country outside the default region', { defaultContinent: 'EU', defaultCountry: 'USA' }, { defaultCountry: '"USA" is not in the default region EU; it is in USA-CONT.' }],
    ['a default country outside the region a group stands for', { defaultContinent: 'USA', defaultCountry: 'PRI' }, { defaultCountry: '"PRI" is not in the default region USA-CONT (USA stands for USA-CONT); it is in USA-PR.' }],
    ['a language code that does not exist', { languages: ['en', 'xx'] }, { 'languages.1': `"xx" is not a language code. ${LANGUAGES}` }],
    ['a language’s usual code where the product has its own', { languages: ['en', 'de'] }, { 'languages.1': `"de" is not a language code here; did you mean "ge"? ${LANGUAGES}` }],
  ])('refuses %s', (_, change, messages) => {
    expect(firstMessages(programSettingsSchema, { ...minimal, ...change })).toEqual(messages);
  });

  it('takes every region, part of the USA and country of the product’s table', () => {
    const settings = v.parse(programSettingsSchema, { ...minimal, continents: ['USA', 'NA', 'SA', 'AF', 'AS', 'OC', 'EU', 'NON-EU', 'ISC', 'ME'], defaultContinent: 'USA-PR', defaultCountry: 'PRI' });
    expect(settings).toMatchObject({ defaultContinent: 'USA-PR', defaultCountry: 'PRI' });
    expect(v.parse(programSettingsSchema, { ...minimal, defaultContinent: 'EU', defaultCountry: 'DEU' })).toMatchObject({ defaultContinent: 'EU', defaultCountry: 'DEU' });
    expect(v.parse(programSettingsSchema, { ...minimal, defaultCountry: 'CAN' }).defaultCountry).toBe('CAN');
  });
});

describe('unknown and missing fields, in the operator’s words', () => {
  it('an unknown field near a known one: did you mean', () => {
    expect(firstMessages(programSettingsSchema, { ...minimal, footertext: 'x' })).toEqual({ footertext: 'Unknown field. Did you mean "footerText"?' });
    expect(firstMessages(programSettingsSchema, { ...minimal, theme: { ...minimal.theme, colour1: '#000000' } })).toEqual({ 'theme.colour1': 'Unknown field. Did you mean "color1"?' });
    expect(firstMessages(programApplySchema, { settings: minimal, contnet: {} })).toEqual({ contnet: 'Unknown field. Did you mean "content"?' });
  });

  it('an unknown field like no known one: the fields there', () => {
    const message = firstMessages(programSettingsSchema, { ...minimal, colour: 'red' }).colour!;
    expect(message).toMatch(/^Unknown field\. The fields here are: slug, type, fullName, hosts, .*, geolocation, supportPointsLimit\.$/);
    expect(firstMessages(programSettingsSchema, { ...minimal, sso: { serviceURL: '/oidc', clientId: 'x', secret: 'y' } })).toEqual({ 'sso.secret': 'Unknown field. The fields here are: serviceURL, clientId.' });
  });

  it('never valibot’s own words: a missing field is Required, a list where an object goes says so', () => {
    const { theme: _theme, ...noTheme } = minimal;
    expect(firstMessages(programSettingsSchema, noTheme)).toEqual({ theme: 'Required.' });
    expect(firstMessages(programSettingsSchema, { ...minimal, theme: 'blue' })).toEqual({ theme: 'Must be an object: { "field": value, … }.' });
    for (const input of [{ ...minimal, colour: 'red' }, noTheme, { ...minimal, continents: ['MARS'] }, { ...minimal, adminMessage: { xx: 'Hi' } }]) {
      for (const message of Object.values(firstMessages(programSettingsSchema, input))) expect(message).not.toMatch(/Invalid (key|type)|Expected/);
    }
  });

  it('nearestField takes slips of case and a letter or two, nothing further', () => {
    expect(nearestField('FOOTERTEXT', ['footerText', 'adminMessage'])).toBe('footerText');
    expect(nearestField('adminMesage', ['footerText', 'adminMessage'])).toBe('adminMessage');
    expect(nearestField('colour', ['footerText', 'adminMessage'])).toBeUndefined();
    expect(nearestField('x', [])).toBeUndefined();
  });
});

describe('participant-facing texts per language (product/locales-and-regions.md rule 4)', () => {
  const bilingual = { ...minimal, languages: ['en', 'ge'] };

  it('a plain text stays valid for every language; a map by language code is taken as given', () => {
    expect(v.parse(programSettingsSchema, { ...bilingual, footerText: 'No cash value.' }).footerText).toBe('No cash value.');
    const settings = v.parse(programSettingsSchema, {
      ...bilingual,
      type: 'plateau',
      adminMessage: { en: '<b>Double</b> points', ge: '<b>Doppelte</b> Punkte' },
      footerText: { ge: 'Kein Barwert.' },
      customField1: { en: 'Cost centre', ge: 'Kostenstelle' },
      plateauLevels: [{ id: 'gold', levelMessage: { en: 'Welcome, Gold member', ge: 'Willkommen, Gold-Mitglied' } }],
    });
    expect(settings).toMatchObject({ adminMessage: { en: '<b>Double</b> points', ge: '<b>Doppelte</b> Punkte' }, footerText: { ge: 'Kein Barwert.' }, customField1: { ge: 'Kostenstelle' } });
    expect(settings.plateauLevels[0]!.levelMessage).toEqual({ en: 'Welcome, Gold member', ge: 'Willkommen, Gold-Mitglied' });
  });

  it.each([
    ['an unknown language code', { adminMessage: { en: 'Hi', xx: 'Yo' } }, { 'adminMessage.xx': `"xx" is not a language code. ${LANGUAGES}` }],
    ['a language the program does not offer', { footerText: { en: 'Hi', fr: 'Salut' } }, { 'footerText.fr': '"fr" is not one of the program’s languages (en, ge).' }],
    ['a level message in a language the program does not offer', { type: 'plateau', plateauLevels: [{ id: 'gold', levelMessage: { it: 'Oro' } }] }, { 'plateauLevels.0.levelMessage.it': '"it" is not one of the program’s languages (en, ge).' }],
    ['a text that is neither text nor texts by language', { adminMessage: 3 }, { adminMessage: 'Must be text, or texts by language code: { "en": "…", "ge": "…" }.' }],
    ['an empty map', { customField2: {} }, { customField2: 'Give the text in at least one language, or null for none.' }],
    ['one language’s text too long', { footerText: { ge: 'x'.repeat(501) } }, { 'footerText.ge': 'At most 500 characters.' }],
  ])('refuses %s, with its path', (_, change, messages) => {
    expect(firstMessages(programSettingsSchema, { ...bilingual, ...change })).toEqual(messages);
  });
});
