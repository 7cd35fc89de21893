// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredState, STORED_STATE_KEY } from '../../schemas/stored-state';
import { chunkArrived } from '../../test/chunks';
import { LocationControl } from './location-control';
import { LocationDialog } from './location-dialog';
import { programFixture, renderLayout } from './test-utils';
import { defaultRegion, effectiveRegion } from '../../domain/regions';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** Picks an option of a Mantine Select by its label. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('default region (product/constants.md row 29)', () => {
  it('is the program default, else USA / USA-CONT', () => {
    expect(defaultRegion({ continents: ['EU'], defaultContinent: 'EU', defaultCountry: 'FRA' })).toEqual({ location: 'EU', country: 'FRA' });
    expect(defaultRegion({ continents: ['USA'], defaultContinent: 'USA-PR', defaultCountry: null })).toEqual({ location: 'USA-PR', country: 'PRI' });
    expect(defaultRegion({ continents: ['USA'], defaultContinent: null, defaultCountry: null })).toEqual({ location: 'USA-CONT', country: 'USA' });
    expect(defaultRegion({ continents: ['USA'], defaultContinent: 'USA', defaultCountry: 'USA' })).toEqual({ location: 'USA-CONT', country: 'USA' });
  });

  it('ignores a stored region the program no longer permits', () => {
    const program = { continents: ['USA'], defaultContinent: 'USA-CONT', defaultCountry: 'USA' };
    expect(effectiveRegion(program, { location: 'EU', country: 'DEU' })).toEqual({ location: 'USA-CONT', country: 'USA' });
    expect(effectiveRegion(program, { location: 'USA-HI', country: 'USA' })).toEqual({ location: 'USA-HI', country: 'USA' });
  });
});

describe('LocationDialog', () => {
  it('offers only the permitted groups, with the USA split into its regions', async () => {
    await renderLayout(
      <LocationDialog opened onClose={() => {}} continents={['USA', 'EU']} value={{ location: 'USA-CONT', country: 'USA' }} onSave={() => {}} />,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Continental USA', 'Hawaii', 'Alaska', 'Virgin Islands', 'Puerto Rico', 'European Union']);
  });

  it("refuses to save without region and country: 'Region/Country is required!'", async () => {
    const onSave = vi.fn();
    await renderLayout(
      <LocationDialog opened onClose={() => {}} continents={['USA', 'EU']} value={{ location: 'USA-CONT', country: 'USA' }} onSave={onSave} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose your location' });
    // Mantine hides its clear buttons from assistive technology (Backspace clears from the keyboard).
    for (const clear of dialog.querySelectorAll<HTMLButtonElement>('.mantine-InputClearButton-root')) fireEvent.click(clear);
    expect(within(dialog).getAllByRole('combobox').map((input) => (input as HTMLInputElement).value)).toEqual(['', '']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Region/Country is required!');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('translates the message', async () => {
    await renderLayout(
      <LocationDialog opened onClose={() => {}} continents={['USA']} value={{ location: '', country: '' }} onSave={() => {}} />,
      { locale: 'fr' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La région ou le pays est obligatoire !');
  });

  it('saves a country alone with the region that covers it', async () => {
    const onSave = vi.fn();
    await renderLayout(
      <LocationDialog opened onClose={() => {}} continents={['USA', 'EU']} value={{ location: '', country: '' }} onSave={onSave} />,
    );
    await choose('Country', 'Germany');
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLInputElement).value).toBe('European Union');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ location: 'EU', country: 'DEU' });
  });

  it('names countries in the current locale', async () => {
    await renderLayout(
      <LocationDialog opened onClose={() => {}} continents={['EU']} value={{ location: 'EU', country: 'DEU' }} onSave={() => {}} />,
      { locale: 'fr' },
    );
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLInputElement).value).toBe('Allemagne');
  });
});

describe('LocationControl', () => {
  it('stores the saved location and reports the change', async () => {
    const onRegionChange = vi.fn();
    await renderLayout(<LocationControl program={programFixture()} onRegionChange={onRegionChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ship to: Continental USA' }));
    // The dialog's code is loaded at the first opening.
    await chunkArrived(() => import('./location-dialog'));
    await screen.findByRole('dialog', { name: 'Choose your location' });
    await choose('Region', 'Hawaii');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onRegionChange).toHaveBeenCalledWith({ location: 'USA-HI', country: 'USA' });
    expect(readStoredState(localStorage).region).toEqual({ location: 'USA-HI', country: 'USA' });
    expect(JSON.parse(localStorage.getItem(STORED_STATE_KEY)!).version).toBe(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ship to: Hawaii' })).toBeTruthy());
  });

  it('does not report a save that changed nothing', async () => {
    const onRegionChange = vi.fn();
    await renderLayout(<LocationControl program={programFixture()} onRegionChange={onRegionChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ship to: Continental USA' }));
    // The dialog's code is loaded at the first opening.
    await chunkArrived(() => import('./location-dialog'));
    await screen.findByRole('dialog', { name: 'Choose your location' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onRegionChange).not.toHaveBeenCalled();
    expect(readStoredState(localStorage).region).toEqual({ location: 'USA-CONT', country: 'USA' });
  });
});
