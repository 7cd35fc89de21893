// program apply: a program from its folder (settings, content per language, theme images as
// files). The same folder twice changes nothing; a changed file updates in place; an error names
// the file and the field and changes nothing.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../server/cli/ops.ts';
import { admin, operatorKey } from '../support/admin.ts';
import { freePort } from '../support/free-port.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const FIXTURE = 'tests/fixtures/admin/program-harbor';
const participantContract = loadContract();
let server: TestServer;
let http: ServerType;
let url: string;
let key: string;
const work = mkdtempSync(join(tmpdir(), 'program-apply-'));
const folder = join(work, 'harbor');

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
  const port = await freePort();
  http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
  cpSync(FIXTURE, folder, { recursive: true });
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

async function apply(dir = folder, withKey = key): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    return { code: await main(['program', 'apply', dir, '--url', url, '--key', withKey]), out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

const programState = async () =>
  JSON.stringify(
    await server.db.query(`SELECT p.slug, p.config, array_agg(h.host ORDER BY h.host) AS hosts FROM programs p LEFT JOIN program_hosts h ON h.program_id = p.id GROUP BY p.id ORDER BY p.slug`),
  );

function edit(file: string, change: (value: Record<string, unknown>) => void) {
  const path = join(folder, file);
  const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

describe('program apply', () => {
  it('creates the program: its hosts serve it as the participant contract has it, with its theme images served', async () => {
    const res = await apply();
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ program: 'harbor', outcome: 'created', images: 2, imagesChanged: 2 });
    const answer = await server.request('rewards.harbor.localhost', '/api/programs');
    expect(answer.status).toBe(200);
    const program = (await answer.json()) as { fullName: string; languages: string[]; theme: { logo: string }; content: Record<string, { pages: { sections: { slides?: { imageFull: string }[] }[] }[] }>; publicUrl: string };
    participantContract.assertResponse('GET', '/api/programs', 200, program);
    expect(program).toMatchObject({ fullName: 'Harbor Rewards', languages: ['en', 'fr'], publicUrl: 'https://rewards.harbor.example' });
    expect(program.theme.logo).toMatch(/^\/program-assets\/harbor\/logo\.png\?v=[0-9a-f]{12}$/);
    expect(program.content.en!.pages[0]!.sections[0]!.slides![0]!.imageFull).toMatch(/^\/program-assets\/harbor\/slide-wide\.png/);
    const logo = await server.app.request(`http://harbor.localhost${program.theme.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(readFileSync(join(FIXTURE, 'theme/logo.png')));
  });

  it('applying the same folder again changes nothing', async () => {
    const before = await programState();
    const res = await apply();
    expect(JSON.parse(res.out)).toMatchObject({ outcome: 'unchanged', imagesChanged: 0 });
    expect(await programState()).toBe(before);
  });

  it('a changed file updates the program in place', async () => {
    edit('content/fr.json', (c) => ((c.pages as { title: string }[])[0]!.title = 'Bienvenue à bord'));
    edit('program.json', (p) => ((p.theme as Record<string, string>).color1 = '#990000'));
    const res = await apply();
    expect(JSON.parse(res.out)).toMatchObject({ outcome: 'updated' });
    // The host's program is read again at once: the apply call cleared the resolver's 5 s memory.
    const program = (await (await server.request('harbor.localhost', '/api/programs')).json()) as { theme: { color1: string }; content: { fr: { pages: { title: string }[] } } };
    expect(program.theme.color1).toBe('#990000');
    expect(program.content.fr.pages[0]!.title).toBe('Bienvenue à bord');
    const [{ n }] = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM programs WHERE slug = 'harbor'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a folder sets single sign-on, the asset-embed script, geolocation, the feed status, images by path and message sets', async () => {
    edit('program.json', (p) => {
      p.sso = { serviceURL: 'https://idp.harbor.example/oauth2/default', clientId: 'harbor-shop' };
      p.assetEmbedScriptUrl = '/asset-embed/embed.js';
      p.geolocation = true;
      p.feedStatus = 'Created Products';
      (p.theme as Record<string, string>).favIcon = '/images/favicon/harbor.svg?c=0b5394';
    });
    mkdirSync(join(folder, 'messages'), { recursive: true });
    writeFileSync(join(folder, 'messages/fr.json'), JSON.stringify({ welcome: 'Bienvenue à bord' }));
    const res = await apply();
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ outcome: 'updated' });
    const answer = await server.request('harbor.localhost', '/api/programs');
    const program = (await answer.json()) as Record<string, unknown> & { theme: { favIcon: string } };
    participantContract.assertResponse('GET', '/api/programs', 200, program);
    expect(program).toMatchObject({
      ssoEnabled: true,
      oktaConfig: { serviceURL: 'https://idp.harbor.example/oauth2/default', clientId: 'harbor-shop' },
      assetEmbedScriptUrl: '/asset-embed/embed.js',
      geolocation: { enabled: true },
      feedStatus: { status: 'Created Products' },
    });
    expect(program.theme.favIcon).toBe('/images/favicon/harbor.svg?c=0b5394');
    expect(await (await server.request('harbor.localhost', '/api/languages')).json()).toEqual({ fr: { welcome: 'Bienvenue à bord' } });

    // The messages file removed: the program keeps no message set of its own.
    rmSync(join(folder, 'messages'), { recursive: true });
    expect(JSON.parse((await apply()).out)).toMatchObject({ outcome: 'updated' });
    expect(await (await server.request('harbor.localhost', '/api/languages')).json()).toEqual({});
    expect(JSON.parse((await apply()).out)).toMatchObject({ outcome: 'unchanged' });
  });

  it('texts per language: the response carries every language’s, the plain field the default language’s [locales-and-regions 4]', async () => {
    edit('program.json', (p) => {
      p.footerText = { en: 'Harbor points have no cash value.', fr: 'Les points Harbor n’ont aucune valeur monétaire.' };
      p.adminMessage = { fr: '<b>Points doublés</b> ce mois-ci' };
      p.customField1 = { en: 'Cost centre', fr: 'Centre de coûts' };
    });
    const res = await apply();
    expect(res.code, res.err).toBe(0);
    const program = (await (await server.request('harbor.localhost', '/api/programs')).json()) as Record<string, unknown>;
    participantContract.assertResponse('GET', '/api/programs', 200, program);
    expect(program).toMatchObject({
      footerText: 'Harbor points have no cash value.',
      // Only French has one: every language shows it.
      adminMessage: '<b>Points doublés</b> ce mois-ci',
      customField1: 'Cost centre',
      translations: { fr: { footerText: 'Les points Harbor n’ont aucune valeur monétaire.', customField1: 'Centre de coûts' } },
    });
    expect(program.translations).toEqual({ fr: { footerText: 'Les points Harbor n’ont aucune valeur monétaire.', customField1: 'Centre de coûts' } });
    // French the default language: the plain fields are French, English has its own.
    edit('program.json', (p) => (p.defaultLanguage = 'fr'));
    expect((await apply()).code).toBe(0);
    const french = (await (await server.request('harbor.localhost', '/api/programs')).json()) as Record<string, unknown>;
    expect(french).toMatchObject({ footerText: 'Les points Harbor n’ont aucune valeur monétaire.', customField1: 'Centre de coûts' });
    expect(french.translations).toEqual({ en: { footerText: 'Harbor points have no cash value.', customField1: 'Cost centre' } });
    expect(JSON.parse((await apply()).out)).toMatchObject({ outcome: 'unchanged' });
  });

  it('a placeholder for products without pictures: a theme file becomes its served address, a path is kept, none is null', async () => {
    const placeholder = async () => ((await (await server.request('harbor.localhost', '/api/programs')).json()) as { theme: { placeholderImage?: string | null } }).theme.placeholderImage;
    edit('program.json', (p) => ((p.theme as Record<string, string>).placeholderImage = 'logo.png'));
    expect((await apply()).code).toBe(0);
    const served = await placeholder();
    expect(served).toMatch(/^\/program-assets\/harbor\/logo\.png\?v=[0-9a-f]{12}$/);
    expect((await server.app.request(`http://harbor.localhost${served}`)).headers.get('content-type')).toBe('image/png');
    edit('program.json', (p) => ((p.theme as Record<string, string>).placeholderImage = '/images/products/no-picture.svg'));
    expect((await apply()).code).toBe(0);
    expect(await placeholder()).toBe('/images/products/no-picture.svg');
    edit('program.json', (p) => delete (p.theme as Record<string, string>).placeholderImage);
    expect((await apply()).code).toBe(0);
    expect(await placeholder()).toBeNull();
  });

  const refusals: [string, (dir: string) => void, RegExp][] = [
    ['a bad colour', () => edit('program.json', (p) => ((p.theme as Record<string, string>).color2 = 'blue')), /program\.json: theme\.color2: Must be a colour/],
    ['an unknown setting', () => edit('program.json', (p) => (p.colour = 'red')), /program\.json: colour: Unknown field\. The fields here are: slug, type, /],
    ['a misspelt setting', () => edit('program.json', (p) => (p.footertext = 'x')), /program\.json: footertext: Unknown field\. Did you mean "footerText"\?/],
    ['a region that does not exist', () => edit('program.json', (p) => (p.continents = ['USA', 'MARS'])), /program\.json: continents\[1\]: "MARS" is not a region\. Regions: USA, NA, SA, AF, AS, OC, EU, NON-EU, ISC, ME\./],
    ['a default region that does not exist', () => edit('program.json', (p) => (p.defaultContinent = 'NOWHERE')), /program\.json: defaultContinent: "NOWHERE" is not a region\. Regions: USA, /],
    ['a country that does not exist', () => edit('program.json', (p) => (p.defaultCountry = 'XYZ')), /program\.json: defaultCountry: "XYZ" is not a country of any region\./],
    ['a default country outside the default region', () => edit('program.json', (p) => ((p.defaultContinent = 'EU'), (p.defaultCountry = 'USA'))), /program\.json: defaultCountry: "USA" is not in the default region EU; it is in USA-CONT\./],
    ['a language code that does not exist', () => edit('program.json', (p) => (p.languages = ['en', 'de'])), /program\.json: languages\[1\]: "de" is not a language code here; did you mean "ge"\?/],
    ['a text in a language code that does not exist', () => edit('program.json', (p) => (p.footerText = { en: 'No cash value.', xx: 'Nope.' })), /program\.json: footerText\.xx: "xx" is not a language code\. Languages: en, fr, sp, ge, it, pt, nl\./],
    ['a text in a language the program lacks', () => edit('program.json', (p) => (p.adminMessage = { en: 'Hi', ge: 'Hallo' })), /program\.json: adminMessage\.ge: "ge" is not one of the program’s languages \(en, fr\)\./],
    ['program.json that is not UTF-8', (dir) => writeFileSync(join(dir, 'program.json'), Buffer.concat([readFileSync(join(dir, 'program.json')).subarray(0, 40), Buffer.from([0xe9]), readFileSync(join(dir, 'program.json')).subarray(40)])), /program\.json: line 3: Not UTF-8 text at byte offset 40 \(bytes E9/],
    ['text the database cannot keep', () => edit('program.json', (p) => (p.footerText = { en: 'No cash\u0000 value.' })), /program\.json: footerText\.en: Holds a character text cannot keep \(a NUL/],
    ['program.json that is not an object', (dir) => writeFileSync(join(dir, 'program.json'), '["harbor"]'), /program\.json: must be a JSON object/],
    ['a default language the program lacks', () => edit('program.json', (p) => (p.defaultLanguage = 'nl')), /program\.json: defaultLanguage/],
    ['a theme file that is not in theme/', () => edit('program.json', (p) => ((p.theme as Record<string, string>).logo = 'missing.png')), /program\.json: theme\.logo: No file theme\/missing\.png/],
    ['a placeholder image that is not in theme/', () => edit('program.json', (p) => ((p.theme as Record<string, string>).placeholderImage = 'missing.png')), /program\.json: theme\.placeholderImage: No file theme\/missing\.png/],
    ['a content section of no known type', () => edit('content/en.json', (c) => ((c.pages as { sections: unknown[] }[])[0]!.sections = [{ type: 'video' }])), /content\/en\.json: pages\[0\]\.sections\[0\]\.type: Must be a section of type/],
    ['content in a language the program lacks', (dir) => writeFileSync(join(dir, 'content/nl.json'), '{"pages":[]}'), /content\/nl\.json/],
    ['a host another program serves', () => edit('program.json', (p) => ((p.hosts as string[])[1] = 'tiered.localhost')), /program\.json: hosts\[1\]: tiered\.localhost is served by another program/],
    ['single sign-on with a plain-http issuer', () => edit('program.json', (p) => (p.sso = { serviceURL: 'http://idp.example.com', clientId: 'x' })), /program\.json: sso\.serviceURL/],
    ['a feed status of no known kind', () => edit('program.json', (p) => (p.feedStatus = 'Rebuilding')), /program\.json: feedStatus/],
    ['messages in a language the program lacks', (dir) => (mkdirSync(join(dir, 'messages')), writeFileSync(join(dir, 'messages/nl.json'), '{"welcome":"Welkom"}')), /messages\/nl\.json/],
    ['program.json that is not JSON', (dir) => writeFileSync(join(dir, 'program.json'), '{ "slug": "harbor", '), /program\.json: not valid JSON at line 1, column 21/],
  ];
  for (const [what, breakIt, message] of refusals) {
    it(`refuses ${what}: the error names the file and field, nothing changed`, async () => {
      rmSync(folder, { recursive: true, force: true });
      cpSync(FIXTURE, folder, { recursive: true });
      // The fixture as applied last (the update above), then broken.
      edit('content/fr.json', (c) => ((c.pages as { title: string }[])[0]!.title = 'Bienvenue à bord'));
      edit('program.json', (p) => ((p.theme as Record<string, string>).color1 = '#990000'));
      breakIt(folder);
      const before = await programState();
      const res = await apply();
      expect(res.code).toBe(1);
      expect(res.err).toMatch(message);
      expect(await programState()).toBe(before);
    });
  }

  it('a key for other programs cannot apply this one, nor create a new one', async () => {
    const { key: apexOnly } = await operatorKey(server, ['apex']);
    rmSync(folder, { recursive: true, force: true });
    cpSync(FIXTURE, folder, { recursive: true });
    const before = await programState();
    const res = await apply(folder, apexOnly);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/may not touch program "harbor"/);
    expect(await programState()).toBe(before);
  });

  it('a key that cannot be one is told so, before or by the server, and never echoed', async () => {
    const broken = `${key.slice(0, 20)}\n${key.slice(20)}`;
    const split = await apply(folder, broken);
    expect(split.code).toBe(2);
    expect(split.err).toBe('The operator key holds spaces, line breaks or characters no key has; copy it again.\n');
    const cut = await apply(folder, key.slice(0, -3));
    expect(cut.code).toBe(1);
    expect(cut.err).toMatch(/^This is not an operator key: .*it has 43: was it copied whole\?\n$/);
    expect(cut.err).not.toContain(key.slice(3, -3));
    // Copied with the line break a terminal adds: the key still works.
    expect((await apply(folder, `${key}\n`)).code).toBe(0);
  });

  it('refuses a theme file whose bytes are not its type', async () => {
    const res = await admin(server, 'PUT', '/admin/api/programs/harbor/assets/fake.png', { key, file: 'not a png', type: 'application/octet-stream' }, '/admin/api/programs/{program}/assets/{name}');
    expect(res.status).toBe(400);
    expect((await server.db.query(`SELECT 1 FROM program_assets WHERE name = 'fake.png'`)).length).toBe(0);
  });
});
