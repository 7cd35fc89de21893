// The address book and profile in the browser (product/account.md, product/validation.md): every account-form message as the
// participant types, lengths per country, the USA-only Save of [validation 16], create, edit,
// default and remove (the list reloads), custom fields 1 and 2, allowAddressManagement false
// disabling every field, and the profile form with its messages and saves.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiCall, expectPath, openAccountPage, screenshotBothWidths, signInByApi, SUMMIT_PASSWORD } from './account-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const addressForm = (page: Page) => page.getByRole('form', { name: /^(New|Edit) Address$/ });
const input = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
const country = (form: Locator) => form.getByRole('combobox', { name: 'Country' });
const save = (form: Locator) => form.getByRole('button', { name: 'Save' });

/** The message a field shows (what its aria-describedby names), or '' when it shows none. */
async function messageOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = field.page();
  const texts: string[] = [];
  for (const id of ids) texts.push((await page.locator(`[id="${id}"]`).innerText()).trim());
  return texts.join(' ');
}

/** Types a value (replacing what was there) and leaves the field, as a participant does. */
async function type(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

describe('address book', () => {
  it('shows every account-form message live, Save only for a valid USA address, lengths per country', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, 'buyer053@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/addresses');
      await page.getByText('You have no saved addresses yet.').waitFor();
      await page.getByRole('link', { name: 'Add New Address' }).click();
      await expectPath(page, '/account/newaddress');
      const form = addressForm(page);
      await input(form, 'Full name').waitFor();
      expect(await save(form).isDisabled()).toBe(true);
      // A fresh form says nothing until a field is touched.
      expect(await messageOf(input(form, 'Address line 1'))).toBe('');

      const cases: [string, string, string][] = [
        ['Full name', 'A', 'Please enter your full name (at least 2 characters).'],
        ['Address line 1', '1', 'Please enter your street address (at least 2 characters).'],
        ['Town/City', '', 'Please enter your town or city (at least 2 characters).'],
        ['State/Province', 'C', 'Please enter your state, province or county (at least 2 characters).'],
        ['ZIP/Postcode', '', 'Please enter your postcode.'],
        ['ZIP/Postcode', '8020', 'Please enter a valid ZIP code, for example 12345 or 12345-6789.'],
        ['Phone number', '', 'Please enter your phone number.'],
        ['Phone number', '12345', 'Please enter a valid phone number, for example (555) 123-4567.'],
        ['Phone extension', '12a', 'Extensions may contain digits only, at most 5.'],
        ['Alternative phone number', '555', 'Please enter a valid phone number, for example (555) 123-4567.'],
        ['Alternative phone extension', 'x', 'Extensions may contain digits only, at most 5.'],
        ['Email', 'casey@', 'Please Enter valid email address'],
      ];
      for (const [name, value, message] of cases) {
        await type(input(form, name), value);
        expect(await messageOf(input(form, name)), `${name} = ${JSON.stringify(value)}`).toBe(message);
        expect(await input(form, name).getAttribute('aria-invalid')).toBe('true');
      }
      expect(await input(form, 'State/Province').getAttribute('placeholder')).toBe('e.g. WY or QC');
      await screenshotBothWidths(page, 'newaddress-messages');
      expect(await save(form).isDisabled()).toBe(true);

      // Maximum lengths [validation 15] in the account form (USA): what each input lets one type.
      const usaLimits: Record<string, string> = {
        'Full name': '50',
        Company: '50',
        'Address line 1': '50',
        'Address line 2': '50',
        'State/Province': '2',
        'ZIP/Postcode': '10',
        'Phone number': '18',
        'Phone extension': '5',
        'Alternative phone extension': '5',
      };
      for (const [name, max] of Object.entries(usaLimits)) expect(await input(form, name).getAttribute('maxlength'), name).toBe(max);

      // The country must be chosen.
      await country(form).selectOption({ label: 'Select Country...' });
      await country(form).blur();
      expect(await messageOf(country(form))).toBe('Please select a country.');

      // Canada: its postcode rule, 7 characters, address lines 3 and 4.
      await country(form).selectOption('CAN');
      await input(form, 'Address line 3').waitFor();
      await input(form, 'Address line 4').waitFor();
      expect(await input(form, 'ZIP/Postcode').getAttribute('maxlength')).toBe('7');
      expect(await input(form, 'Phone number').getAttribute('maxlength')).toBe('18');
      await type(input(form, 'ZIP/Postcode'), '12345');
      expect(await messageOf(input(form, 'ZIP/Postcode'))).toBe('Please enter a valid postal code, for example K1A 0B1.');
      // Elsewhere the postcode is free, up to 9; a phone up to 50.
      await country(form).selectOption('DEU');
      expect(await input(form, 'ZIP/Postcode').getAttribute('maxlength')).toBe('9');
      expect(await input(form, 'Phone number').getAttribute('maxlength')).toBe('50');
      await type(input(form, 'ZIP/Postcode'), '123456789');
      expect(await messageOf(input(form, 'ZIP/Postcode'))).toBe('');
      // Back to Canada, the 9 characters are too many.
      await country(form).selectOption('CAN');
      expect(await messageOf(input(form, 'ZIP/Postcode'))).toBe('This entry is too long.');

      // A valid Canadian address: no message, and still no Save (USA only [validation 16]).
      await type(input(form, 'Full name'), 'Casey Buyer');
      await type(input(form, 'Address line 1'), '24 Sussex Drive');
      await type(input(form, 'Town/City'), 'Ottawa');
      await type(input(form, 'State/Province'), 'ON');
      await type(input(form, 'ZIP/Postcode'), 'K1A 0B1');
      await type(input(form, 'Phone number'), '(613) 555-0142');
      await type(input(form, 'Phone extension'), '');
      await type(input(form, 'Alternative phone number'), '');
      await type(input(form, 'Alternative phone extension'), '');
      await type(input(form, 'Email'), 'casey@summit.example');
      for (const name of ['Full name', 'Address line 1', 'Town/City', 'State/Province', 'ZIP/Postcode', 'Phone number', 'Email'])
        expect(await messageOf(input(form, name)), name).toBe('');
      expect(await save(form).isDisabled()).toBe(true);
      await form.getByText('Only addresses in the USA can be saved here.').waitFor();
      await screenshotBothWidths(page, 'newaddress-canada');

      // The same address in the USA can be saved; lines 3 and 4 are gone.
      await country(form).selectOption('USA');
      expect(await input(form, 'Address line 3').count()).toBe(0);
      await type(input(form, 'State/Province'), 'ID');
      await type(input(form, 'ZIP/Postcode'), '83702');
      expect(await save(form).isEnabled()).toBe(true);
      expect(await form.getByText('Only addresses in the USA can be saved here.').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('create, set default, edit and remove; saves return to My Addresses and removal reloads the list', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await signInByApi(page, 'buyer060@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/newaddress');
      let form = addressForm(page);
      // The first address is the default, whatever the box says.
      expect(await form.getByRole('checkbox', { name: 'Use as my default address' }).isChecked()).toBe(true);
      expect(await form.getByRole('checkbox', { name: 'Use as my default address' }).isDisabled()).toBe(true);
      await type(input(form, 'Full name'), 'Casey Buyer');
      await type(input(form, 'Company'), 'Acme Corp');
      await type(input(form, 'Address line 1'), '12 Pine Street');
      await type(input(form, 'Town/City'), 'Boise');
      await type(input(form, 'State/Province'), 'ID');
      await type(input(form, 'ZIP/Postcode'), '83702-1234');
      await type(input(form, 'Phone number'), '(208) 555-0142');
      await type(input(form, 'Phone extension'), '12');
      // Custom field 1 (Cost Centre) is editable, 2 (Employee ID) is shown read-only.
      await type(input(form, 'Cost Centre'), 'CC-77');
      expect(await input(form, 'Employee ID').isDisabled()).toBe(true);
      await save(form).click();
      await expectPath(page, '/account/addresses');
      await page.getByText('The address has been saved.').waitFor();
      const cards = page.getByRole('list', { name: 'My Addresses' }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      const first = cards.filter({ hasText: 'Casey Buyer' });
      await first.getByText('Default address').waitFor();
      await first.getByText('Acme Corp').waitFor();
      await first.getByText('Boise, ID 83702-1234').waitFor();
      await first.getByText('(208) 555-0142 ext. 12').waitFor();
      await first.getByText('Cost Centre: CC-77').waitFor();

      // A second address, typed to look like HTML: shown as typed.
      await page.getByRole('link', { name: 'Add New Address' }).click();
      form = addressForm(page);
      expect(await form.getByRole('checkbox', { name: 'Use as my default address' }).isChecked()).toBe(false);
      const homeName = '<b>Casey</b> at Home';
      await type(input(form, 'Full name'), homeName);
      await type(input(form, 'Address line 1'), '7 Harbor Road');
      await type(input(form, 'Town/City'), 'Portland');
      await type(input(form, 'State/Province'), 'ME');
      await type(input(form, 'ZIP/Postcode'), '04101');
      await type(input(form, 'Phone number'), '207.555.0199');
      await save(form).click();
      await expectPath(page, '/account/addresses');
      await cards.nth(1).waitFor();
      const home = cards.filter({ hasText: 'at Home' });
      await home.getByText(homeName, { exact: true }).waitFor();
      expect(await home.getByText('Default address').count()).toBe(0);
      await screenshotBothWidths(page, 'addresses-two');

      // Set as default moves the badge.
      await home.getByRole('button', { name: `Make the address of ${homeName} the default` }).click();
      await page.getByText('This is now your default address.').waitFor();
      await home.getByText('Default address').waitFor();
      await first.getByText('Default address').waitFor({ state: 'detached' });

      // Edit the first: the save returns to the list with the change.
      await first.getByRole('link', { name: 'Edit the address of Casey Buyer' }).click();
      form = addressForm(page);
      expect(await input(form, 'Town/City').inputValue()).toBe('Boise');
      expect(await input(form, 'Cost Centre').inputValue()).toBe('CC-77');
      await type(input(form, 'Town/City'), 'Meridian');
      await save(form).click();
      await expectPath(page, '/account/addresses');
      await first.getByText('Meridian, ID 83702-1234').waitFor();

      // Remove the default: asked first, then the list reloads and the other one is the default.
      await home.getByRole('button', { name: `Remove the address of ${homeName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
      await dialog.getByText(`The address of ${homeName} will be removed from your address book.`).waitFor();
      await screenshotBothWidths(page, 'address-remove-dialog');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await page.getByText('The address has been removed.').waitFor();
      await home.waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(1);
      await first.getByText('Default address').waitFor();

      const stored = await apiCall<{ addresses: { fullName: string; default: boolean; townCity: string }[] }>(page, 'GET', '/api/self');
      expect(stored.body.addresses.map((a) => [a.fullName, a.default, a.townCity])).toEqual([['Casey Buyer', true, 'Meridian']]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('allowAddressManagement false disables every field and action', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      // No seeded program turns it off: the program as the app receives it says so.
      await page.route('**/api/programs', async (route) => {
        const response = await route.fetch();
        const program = (await response.json()) as { permissions: Record<string, unknown> };
        program.permissions.allowAddressManagement = false;
        await route.fulfill({ response, json: program });
      });
      // alex is read-only: with everything disabled, nothing can change.
      await signInByApi(page, 'alex@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/addresses');
      await page.getByText('Addresses cannot be changed in this program.').waitFor();
      expect(await page.getByRole('button', { name: 'Add New Address' }).isDisabled()).toBe(true);
      const actions = page.getByRole('list', { name: 'My Addresses' }).getByRole('button');
      expect(await actions.count()).toBeGreaterThanOrEqual(4);
      for (const action of await actions.all())
        expect(await action.isDisabled(), (await action.getAttribute('aria-label')) ?? '').toBe(true);
      await screenshotBothWidths(page, 'addresses-management-off');

      for (const path of ['/account/addresses/addr_alex_summit_2', '/account/newaddress']) {
        await page.goto(path);
        const form = addressForm(page);
        await input(form, 'Full name').waitFor();
        const fields = form.locator('input, select, textarea');
        expect(await fields.count()).toBeGreaterThan(10);
        for (const field of await fields.all())
          expect(await field.isDisabled(), `${path} ${(await field.getAttribute('id')) ?? ''}`).toBe(true);
        expect(await save(form).isDisabled()).toBe(true);
        await form.getByText('Addresses cannot be changed in this program.').waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('profile', () => {
  it('edits name and email with the shared rules; a taken email is refused; a save returns to My Profile', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost', [409]);
    try {
      await signInByApi(page, 'buyer054@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/myprofile');
      await page.getByRole('link', { name: 'Edit Profile' }).click();
      await expectPath(page, '/account/profile');
      const form = page.getByRole('form', { name: 'Edit Profile' });
      expect(await input(form, 'Name').inputValue()).toBe('Buyer 054');
      expect(await input(form, 'Email').inputValue()).toBe('buyer054@summit.example');

      await type(input(form, 'Name'), 'R');
      expect(await messageOf(input(form, 'Name'))).toBe('Please enter your name (at least 2 characters).');
      await type(input(form, 'Email'), 'robin@');
      expect(await messageOf(input(form, 'Email'))).toBe('Please Enter valid email address');
      expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await screenshotBothWidths(page, 'profile-messages');

      await type(input(form, 'Name'), 'Robin Buyer');
      await type(input(form, 'Email'), 'alex@summit.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('alert').getByText('Another participant already uses this email address.').waitFor();
      await expectPath(page, '/account/profile');

      await type(input(form, 'Email'), 'robin.buyer054@summit.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectPath(page, '/account/myprofile');
      await page.getByText('Your profile has been saved.').waitFor();
      await page.getByText('Robin Buyer', { exact: true }).waitFor();
      await page.getByText('robin.buyer054@summit.example', { exact: true }).waitFor();
      const stored = await apiCall<{ name: string; email: string }>(page, 'GET', '/api/self');
      expect(stored.body).toMatchObject({ name: 'Robin Buyer', email: 'robin.buyer054@summit.example' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
