// What docs/mail.md and docs/product/checkout.md quote of mail and addresses is what the code does:
// the link colour a pale yellow becomes, and addresses as their country writes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInvitation } from '../../server/mail/render.ts';
import { contrastRatio, readableOnSurfaces } from '../../src/domain/colour.ts';
import { postalLines } from '../../src/domain/postal-address.ts';
import { repoRoot } from '../support/server-process.ts';

const doc = (path: string) => readFileSync(join(repoRoot, path), 'utf8').replace(/\s+/g, ' ');
const mailDoc = doc('docs/mail.md');
const checkoutDoc = doc('docs/product/checkout.md');

const place = { address1: '1 Main St', townCity: '', stateCounty: '', postcode: '' };

describe('docs/mail.md', () => {
  it('quotes the pale yellow’s contrast and the colour mail draws its links in', () => {
    expect(mailDoc).toContain(
      `#ffe066 (${contrastRatio('#ffe066', '#ffffff').toFixed(1)}:1 as it is) is written ${readableOnSurfaces('#ffe066')}`,
    );
  });

  it('quotes addresses as the code writes them', () => {
    const denver = postalLines({ ...place, townCity: 'Denver', stateCounty: 'CO', postcode: '80202', country: 'USA' }, 'en')[1];
    const berlin = postalLines({ ...place, townCity: 'Berlin', stateCounty: 'BE', postcode: '10115', country: 'DEU' }, 'en')[1];
    expect(mailDoc).toContain(`"${denver}" in the USA, "${berlin}" in Germany`);
    const seattle = postalLines({ ...place, townCity: 'Seattle', stateCounty: 'WA', postcode: '98101', country: 'USA' }, 'en')[1];
    expect(checkoutDoc).toContain(`"${seattle}", "${berlin}"`);
  });

  it('quotes lifetimes as the mails say them', () => {
    const brand = { programName: 'P', logoUrl: null, accent: '#000000', button: '#000000', link: '#000000' };
    const say = (locale: 'en' | 'ge' | 'nl', seconds: number, words: string) => {
      expect(renderInvitation({ locale, brand, name: 'A', link: 'https://x.example/', ttlSeconds: seconds }).text).toContain(words);
      expect(mailDoc).toContain(`"${words}"`);
    };
    say('en', 7 * 86400, 'within 7 days');
    say('ge', 7 * 86400, 'innerhalb von 7 Tagen');
    say('nl', 36 * 3600, 'binnen 36 uur');
  });
});
