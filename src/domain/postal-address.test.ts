import { describe, expect, it } from 'vitest';
import { postalLines, type PostalPlace } from './postal-address';

const place = (country: string, fields: Partial<PostalPlace>): PostalPlace => ({
  address1: '',
  townCity: '',
  stateCounty: '',
  postcode: '',
  country,
  ...fields,
});

describe('postalLines: an address as its country writes it', () => {
  it('USA: town, state and ZIP code on one line', () => {
    const seattle = place('USA', { address1: '1 Pike St', address2: 'Apt 2', townCity: 'Seattle', stateCounty: 'WA', postcode: '98101' });
    expect(postalLines(seattle, 'en')).toEqual(['1 Pike St', 'Apt 2', 'Seattle, WA 98101', 'United States']);
    // The country's name is the reader's; the layout stays the country's.
    expect(postalLines(seattle, 'ge')).toEqual(['1 Pike St', 'Apt 2', 'Seattle, WA 98101', 'Vereinigte Staaten']);
  });

  it('Germany: postcode before the town, no state', () => {
    const berlin = place('DEU', { address1: 'Hauptstraße 1', townCity: 'Berlin', stateCounty: 'Berlin', postcode: '10115' });
    expect(postalLines(berlin, 'ge')).toEqual(['Hauptstraße 1', '10115 Berlin', 'Deutschland']);
  });

  it('France: postcode before the town', () => {
    const paris = place('FRA', { address1: '1 rue de Rivoli', townCity: 'Paris', stateCounty: 'Île-de-France', postcode: '75001' });
    expect(postalLines(paris, 'fr')).toEqual(['1 rue de Rivoli', '75001 Paris', 'France']);
  });

  it('United Kingdom: the town and the postcode on lines of their own', () => {
    const london = place('GBR', { address1: '10 Downing Street', townCity: 'London', stateCounty: 'Greater London', postcode: 'SW1A 2AA' });
    expect(postalLines(london, 'en')).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('Japan: in Latin letters the ward and prefecture after the street; in Japanese from the postcode down', () => {
    const latin = place('JPN', {
      address1: '1-1 Chiyoda',
      address2: 'Palace Bldg 3F',
      townCity: 'Chiyoda-ku',
      stateCounty: 'Tokyo',
      postcode: '100-0001',
    });
    expect(postalLines(latin, 'en')).toEqual(['1-1 Chiyoda', 'Palace Bldg 3F', 'Chiyoda-ku, Tokyo', '100-0001', 'Japan']);
    const japanese = place('JPN', { address1: '千代田1-1', townCity: '千代田区', stateCounty: '東京都', postcode: '100-0001' });
    expect(postalLines(japanese, 'en')).toEqual(['〒100-0001', '東京都', '千代田区', '千代田1-1', 'Japan']);
  });

  it('Canada and Italy: the province after the town', () => {
    expect(
      postalLines(place('CAN', { address1: '1 King St W', townCity: 'Toronto', stateCounty: 'ON', postcode: 'M5H 1A1' }), 'en'),
    ).toEqual(['1 King St W', 'Toronto ON M5H 1A1', 'Canada']);
    expect(postalLines(place('ITA', { address1: 'Via Roma 1', townCity: 'Milano', stateCounty: 'MI', postcode: '20121' }), 'it')).toEqual([
      'Via Roma 1',
      '20121 Milano MI',
      'Italia',
    ]);
  });

  it('loses neither the town nor a postcode the layout has no place for, and writes a town it names only once', () => {
    expect(postalLines(place('SGP', { address1: '10 Anson Road', townCity: 'Singapore', postcode: '079903' }), 'en')).toEqual([
      '10 Anson Road',
      'SINGAPORE 079903',
      'Singapore',
    ]);
    // Google's data has no layout for Bolivia: street and town, and the postcode typed anyway.
    expect(postalLines(place('BOL', { address1: 'Calle 1', townCity: 'La Paz', stateCounty: 'La Paz', postcode: '0201' }), 'sp')).toEqual([
      'Calle 1',
      'La Paz',
      '0201',
      'Bolivia',
    ]);
  });

  it('makes each field one line: a stored line break or control character adds no line', () => {
    const odd = place('USA', { address1: '1 Pike St\nBcc: x', address2: 'Apt\u00012', townCity: 'Seattle\r\n', stateCounty: 'WA', postcode: '98101' });
    expect(postalLines(odd, 'en')).toEqual(['1 Pike St Bcc: x', 'Apt 2', 'Seattle, WA 98101', 'United States']);
  });

  it('skips empty lines and writes the company first where the country does', () => {
    const office = place('USA', {
      companyName: 'Acme Inc.',
      address1: '1 Pike St',
      address2: ' ',
      address3: null,
      townCity: 'Seattle',
      stateCounty: 'WA',
      postcode: '98101',
    });
    expect(postalLines(office, 'en')).toEqual(['Acme Inc.', '1 Pike St', 'Seattle, WA 98101', 'United States']);
  });
});
