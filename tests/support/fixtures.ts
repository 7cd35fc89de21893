// What the server tests share of the demo data (product/demo.md): the fixture products' ids (server/seed/fixtures.ts,
// p_000001 … p_000006 in the order of [demo 22]), alex's ids, and addresses and regions the seeded rules
// accept.
import type { components } from '../../src/api/schema.gen.ts';

type S = components['schemas'];

export const ALEX = 'alex@summit.example';
export const ALEX_SID = 'u_alex_summit';

export const AURORA = 'p_000001'; // aurora-wireless-headphones: Color Black, White, Blue
export const TRAILBLAZER = 'p_000002'; // trailblazer-running-shoe: Size × Color, no Red / 12
export const BOTTLE = 'p_000003'; // everyday-water-bottle: 1,200 points, no options
export const WATCH = 'p_000005'; // heritage-chronograph-watch: 30,000 points, more than alex has

export const US_ADDRESS = {
  fullName: 'Alex Morgan',
  address1: '1 Rewards Plaza',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  country: 'USA',
  phone: '(555) 010-2026',
};
export const FR_ADDRESS = {
  ...US_ADDRESS,
  townCity: 'Paris',
  stateCounty: 'IDF',
  postcode: '75001',
  country: 'FRA',
  phone: '555 010 2026',
};
export const DE_ADDRESS = {
  ...US_ADDRESS,
  townCity: 'Berlin',
  stateCounty: 'BE',
  postcode: '10115',
  country: 'DEU',
  phone: '+49 30 1234567',
};
export const CA_ADDRESS = { ...US_ADDRESS, townCity: 'Ottawa', stateCounty: 'ON', postcode: 'K1A 0B1', country: 'CAN' };

export const USA: S['Region'] = { location: 'USA-CONT', country: 'USA' };
export const EU: S['Region'] = { location: 'EU', country: 'FRA' };
