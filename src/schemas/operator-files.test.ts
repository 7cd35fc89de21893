import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { claimCodeRowSchema, plateauParticipantRowSchema, pointsLineBodySchema, pointsLineRowSchema, pointsParticipantRowSchema, trackingRowSchema } from './operator-files';
import { firstMessages } from './test-helpers';

describe('operator file rows', () => {
  it('points participants: trims, lower-cases the email, turns the balance into a number, empty optional cells are absent', () => {
    expect(v.parse(pointsParticipantRowSchema, { email: ' Dana@Example.COM ', name: ' Dana ', language: '', balance: '1500', password_hash: '' })).toEqual({
      email: 'dana@example.com',
      name: 'Dana',
      language: undefined,
      balance: 1500,
      password_hash: undefined,
    });
    expect(v.parse(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A' }).balance).toBeUndefined();
  });

  it('points participants: refuses a negative or fractional balance, a missing name, a hash of another format', () => {
    expect(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', balance: '-1' })).toEqual({ balance: 'Must not be negative.' });
    expect(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', balance: '1.5' })).toEqual({ balance: 'Must be a whole number.' });
    expect(Object.keys(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: '  ' }))).toEqual(['name']);
    expect(Object.keys(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', password_hash: '$2b$10$abc' }))).toEqual(['password_hash']);
  });

  it('participants: a name, level or code with a line break or other control character is refused; a hash outside the scrypt range too', () => {
    const oneLine = 'No line breaks or other control characters.';
    expect(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'Cy\r\nBcc: x@evil.example' })).toEqual({ name: oneLine });
    expect(firstMessages(plateauParticipantRowSchema, { user_id: 'AB', name: 'A\u2028B', level: 'gold' })).toEqual({ name: oneLine });
    expect(firstMessages(plateauParticipantRowSchema, { user_id: 'AB', name: 'A', level: 'go\u0000ld' })).toEqual({ level: oneLine });
    expect(firstMessages(trackingRowSchema, { order_number: '1', item_id: 'i', status: 'Shipped', tracking_number: '1Z\n2', tracking_company: 'UPS' })).toEqual({ tracking_number: oneLine });
    expect(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', password_hash: `scrypt$16384$8$64$${'A'.repeat(22)}$${'B'.repeat(43)}` })).toEqual({
      password_hash: 'p is 64; it must be from 1 to 4.',
    });
  });

  it('plateau participants need a user id without spaces and a level; claim codes a code', () => {
    expect(Object.keys(firstMessages(plateauParticipantRowSchema, { user_id: 'A B', name: 'A', level: 'gold' }))).toEqual(['user_id']);
    expect(Object.keys(firstMessages(plateauParticipantRowSchema, { user_id: 'AB', name: 'A', level: '' }))).toEqual(['level']);
    expect(v.parse(claimCodeRowSchema, { code: 'THANKS-1', email: '' })).toEqual({ code: 'THANKS-1', email: undefined });
    expect(Object.keys(firstMessages(claimCodeRowSchema, { code: 'X', email: 'nope' }))).toEqual(['email']);
  });

  it('the id column (migrations): letters, digits, _ and -, at most 64, optional in every participants format', () => {
    expect(v.parse(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', id: ' u_alex-1 ' }).id).toBe('u_alex-1');
    expect(v.parse(claimCodeRowSchema, { code: 'X', id: '' }).id).toBeUndefined();
    expect(Object.keys(firstMessages(plateauParticipantRowSchema, { user_id: 'AB', name: 'A', level: 'gold', id: 'a b' }))).toEqual(['id']);
    expect(Object.keys(firstMessages(claimCodeRowSchema, { code: 'X', id: '-leading' }))).toEqual(['id']);
    expect(Object.keys(firstMessages(pointsParticipantRowSchema, { email: 'a@b.co', name: 'A', id: 'x'.repeat(65) }))).toEqual(['id']);
  });

  it('points lines: a whole number, not 0, within a billion either way', () => {
    expect(v.parse(pointsLineRowSchema, { participant: 'a@b.co', amount: '-25', reason: 'x', reference: 'r' }).amount).toBe(-25);
    expect(firstMessages(pointsLineRowSchema, { participant: 'a@b.co', amount: '0', reason: 'x', reference: 'r' })).toEqual({ amount: 'Must not be 0.' });
    expect(Object.keys(firstMessages(pointsLineRowSchema, { participant: 'a@b.co', amount: '2000000000', reason: 'x', reference: 'r' }))).toEqual(['amount']);
    expect(Object.keys(firstMessages(pointsLineBodySchema, { participant: 'a@b.co', amount: '5', reason: 'x', reference: 'r' }))).toEqual(['amount']);
  });

  it('tracking: Shipped needs a number and a company, Received takes tracking whole or not at all; a link must be http(s)', () => {
    const base = { order_number: '100001', item_id: 'itm_1' };
    expect(v.parse(trackingRowSchema, { ...base, status: 'Received' })).toMatchObject({ status: 'Received', tracking_number: undefined });
    expect(Object.keys(firstMessages(trackingRowSchema, { ...base, status: 'Shipped', tracking_company: 'UPS' }))).toEqual(['tracking_number']);
    expect(Object.keys(firstMessages(trackingRowSchema, { ...base, status: 'Shipped', tracking_number: '1', tracking_company: 'UPS', tracking_link: 'javascript:alert(1)' }))).toEqual([
      'tracking_link',
    ]);
    expect(Object.keys(firstMessages(trackingRowSchema, { ...base, status: 'shipped' }))).toEqual(['status']);
    // Received takes tracking whole or not at all.
    expect(v.parse(trackingRowSchema, { ...base, status: 'Received', tracking_number: '1', tracking_company: 'UPS' })).toMatchObject({ tracking_number: '1' });
    expect(firstMessages(trackingRowSchema, { ...base, status: 'Received', tracking_number: '1' })).toEqual({ tracking_company: 'Required with a tracking number.' });
    expect(firstMessages(trackingRowSchema, { ...base, status: 'Received', tracking_company: 'UPS' })).toEqual({ tracking_number: 'Required with a carrier or a tracking link.' });
    expect(firstMessages(trackingRowSchema, { ...base, status: 'Received', tracking_link: 'https://track.example/1' })).toEqual({ tracking_number: 'Required with a carrier or a tracking link.' });
  });
});
