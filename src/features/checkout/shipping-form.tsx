import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { Program } from '../../api/queries/program';
import { useLocale, useT } from '../../i18n';
import { regionByCode, type RegionChoice } from '../../domain/regions';
import { countryName, sortByCountryName } from '../layout';
import { hasExtraAddressLines, type AddressField, type CheckoutField } from './checkout-draft';
import { maxLengthOf } from './field-limits';
import type { FieldProps } from './use-checkout-form';

/**
 * The countries of the participant's current region [checkout 3-4]: an order is priced by the region
 * it ships to, so shipping elsewhere means changing region in the header first. A saved address in
 * another country still shows what it is, with the message that says so.
 */
function useCountryOptions(region: RegionChoice, current: string | undefined) {
  const { locale } = useLocale();
  return useMemo(() => {
    const codes = new Set(regionByCode(region.location)?.countries ?? [region.country]);
    if (current) codes.add(current);
    return sortByCountryName([...codes], locale).map((code) => ({ value: code, label: countryName(code, locale) }));
  }, [region, current, locale]);
}

export interface ShippingFormProps {
  program: Pick<Program, 'type' | 'permissions'>;
  /** The region the cart is priced in (the header's location). */
  region: RegionChoice;
  field: (name: CheckoutField) => FieldProps;
  country: string | undefined;
  onCountry: (code: string) => void;
}

/**
 * The shipping address [checkout 2-5; validation 7-17]: address lines 3 and 4 only outside the USA, lengths by
 * country, the US state placeholder; every field disabled when the program does not allow
 * address management. Claim programs' email is the order's email and is asked for separately.
 */
export function ShippingForm({ program, region, field, country, onCountry }: ShippingFormProps) {
  const t = useT('cart');
  const countries = useCountryOptions(region, country);
  const locked = !program.permissions.allowAddressManagement;
  const input = (
    name: AddressField,
    label: string,
    extra: { required?: boolean; placeholder?: string; autoComplete?: string; type?: string } = {},
  ) => {
    const props = field(name);
    return (
      <TextInput
        label={label}
        name={name}
        required={extra.required}
        placeholder={extra.placeholder}
        autoComplete={extra.autoComplete}
        type={extra.type}
        maxLength={maxLengthOf(name, country)}
        disabled={locked}
        {...props}
      />
    );
  };
  const extraLines = hasExtraAddressLines(country);
  return (
    <Stack gap="sm">
      {input('fullName', t('field.fullName'), { required: true, autoComplete: 'name' })}
      <Select
        label={t('field.country')}
        placeholder={t('field.countryPlaceholder')}
        data={countries}
        value={country || null}
        onChange={(code) => code && onCountry(code)}
        searchable
        allowDeselect={false}
        required
        disabled={locked}
        error={field('country').error}
        comboboxProps={{ withinPortal: true }}
      />
      {input('address1', t('field.address1'), { required: true, autoComplete: 'address-line1' })}
      {input('address2', t('field.address2'), { autoComplete: 'address-line2' })}
      {extraLines ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('address3', t('field.address3'), { autoComplete: 'address-line3' })}
          {input('address4', t('field.address4'))}
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {input('townCity', t('field.townCity'), { required: true, autoComplete: 'address-level2' })}
        {input('stateCounty', t('field.stateCounty'), {
          required: true,
          autoComplete: 'address-level1',
          ...(country === 'USA' ? { placeholder: t('field.statePlaceholder') } : {}),
        })}
        {input('postcode', t('field.postcode'), { required: country === 'USA' || country === 'CAN', autoComplete: 'postal-code' })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {input('phone', t('field.phone'), { required: true, autoComplete: 'tel', type: 'tel' })}
        {program.type === 'claim' ? null : input('email', t('field.email'), { autoComplete: 'email', type: 'email' })}
      </SimpleGrid>
    </Stack>
  );
}
