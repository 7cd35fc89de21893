import { Alert, Button, Checkbox, Grid, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n';
import { countryTypeOf, isCountryChosen, type ValidationMessageId } from '../../../schemas';
import { countryName } from '../../layout';
import {
  canSaveAddress,
  draftOf,
  fieldMessages,
  maxLengths,
  showsExtraLines,
  type AddressFormValues,
  type CustomFieldSetting,
  type FormField,
  type TextField,
} from './address-draft';
import { countryCodes } from './country-options';

export interface AddressFormProps {
  /** The form's accessible name: the page's title. */
  label: string;
  initial: AddressFormValues;
  /** The program's permitted region groups: the countries offered. */
  continents: readonly string[] | undefined;
  customFields: readonly CustomFieldSetting[];
  /** [validation 18]: allowAddressManagement false disables every field (and Save). */
  disabled: boolean;
  /** The default stays the default until another is chosen, and a first address is the default. */
  defaultLocked: boolean;
  saving: boolean;
  /** Messages the server answered for fields (a 400), shown until the field is edited. */
  serverMessages: Partial<Record<FormField, ValidationMessageId>>;
  /** A message about the whole form (a failed save), above the fields. */
  alert?: ReactNode;
  onEdit: () => void;
  onSave: (values: AddressFormValues) => void;
}

const SPANS: Partial<Record<FormField, { base: number; sm: number }>> = {
  stateCounty: { base: 6, sm: 3 },
  postcode: { base: 6, sm: 3 },
  phone: { base: 12, sm: 8 },
  phoneExt: { base: 12, sm: 4 },
  alternativePhone: { base: 12, sm: 8 },
  alternativePhoneExt: { base: 12, sm: 4 },
};
const span = (field: FormField) => SPANS[field] ?? { base: 12, sm: 6 };

const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  fullName: 'name',
  companyName: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  address3: 'address-line3',
  townCity: 'address-level2',
  stateCounty: 'address-level1',
  postcode: 'postal-code',
  phone: 'tel',
  alternativePhone: 'tel',
  email: 'email',
};

const REQUIRED: ReadonlySet<FormField> = new Set(['fullName', 'address1', 'townCity', 'stateCounty', 'phone', 'country']);

/**
 * The account address form (add and edit): the account rules [validation 5-19] of the chosen country, shown per
 * field once it is touched; Save only for a valid USA address [validation 16].
 */
export function AddressForm(props: AddressFormProps) {
  const { label, initial, continents, customFields, disabled, defaultLocked, saving, serverMessages, alert, onEdit, onSave } = props;
  const t = useT('account');
  const tv = useT('validation');
  const { locale } = useLocale();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [edited, setEdited] = useState<Partial<Record<FormField, boolean>>>({});

  const draft = useMemo(() => draftOf(values, customFields), [values, customFields]);
  const messages = useMemo(() => fieldMessages(draft), [draft]);
  const limits = maxLengths(values.country);
  const isUsa = countryTypeOf(values.country) === 'USA';
  const canSave = !disabled && !saving && canSaveAddress(draft);
  const countries = useMemo(() => countryCodes(continents, locale, initial.country), [continents, locale, initial.country]);

  const set = (field: FormField | 'default', value: string | boolean) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (field !== 'default') {
      setTouched((prev) => ({ ...prev, [field]: true }));
      setEdited((prev) => ({ ...prev, [field]: true }));
    }
    onEdit();
  };
  const messageOf = (field: FormField): string | undefined => {
    const id = touched[field] ? messages[field] : undefined;
    const server = edited[field] ? undefined : serverMessages[field];
    const shown = id ?? server;
    return shown ? tv(shown) : undefined;
  };
  const blur = (field: FormField) => () => setTouched((prev) => ({ ...prev, [field]: true }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits: show every message, save only what Save would.
    setTouched(Object.fromEntries([...Object.keys(values), 'country'].map((k) => [k, true])));
    if (canSave) onSave(values);
  };

  const textInput = (field: TextField, extra: { placeholder?: string } = {}) => (
    <Grid.Col span={span(field)} key={field}>
      <TextInput
        label={t(`field.${field}`)}
        value={values[field]}
        onChange={(event) => set(field, event.currentTarget.value)}
        onBlur={blur(field)}
        error={messageOf(field)}
        maxLength={limits[field]}
        required={REQUIRED.has(field) || (field === 'postcode' && countryTypeOf(values.country) !== 'OTHER')}
        disabled={disabled}
        readOnly={saving}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        inputMode={field === 'phoneExt' || field === 'alternativePhoneExt' ? 'numeric' : undefined}
        type={field === 'email' ? 'email' : field === 'phone' || field === 'alternativePhone' ? 'tel' : 'text'}
        {...extra}
      />
    </Grid.Col>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {alert}
        <Grid gap="md">
          {textInput('fullName')}
          {textInput('companyName')}
          <Grid.Col span={span('country')}>
            <NativeSelect
              label={t('field.country')}
              value={isCountryChosen(values.country) ? values.country : ''}
              onChange={(event) => set('country', event.currentTarget.value)}
              onBlur={blur('country')}
              error={messageOf('country')}
              required
              disabled={disabled}
              autoComplete="country"
              data={[
                { value: '', label: t('field.selectCountry') },
                ...countries.map((code) => ({ value: code, label: countryName(code, locale) })),
              ]}
            />
          </Grid.Col>
          {textInput('email')}
          {textInput('address1')}
          {textInput('address2')}
          {showsExtraLines(values.country) ? [textInput('address3'), textInput('address4')] : null}
          {textInput('townCity')}
          {textInput('stateCounty', isUsa ? { placeholder: t('field.statePlaceholder') } : {})}
          {textInput('postcode')}
          {textInput('phone')}
          {textInput('phoneExt')}
          {textInput('alternativePhone')}
          {textInput('alternativePhoneExt')}
          {customFields.map(({ field, label, editable }) => (
            <Grid.Col span={span(field)} key={field}>
              <TextInput
                label={label}
                value={values[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                onBlur={blur(field)}
                error={messageOf(field)}
                maxLength={limits[field]}
                disabled={disabled || !editable}
                readOnly={saving}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <Checkbox
              label={t('field.default')}
              description={defaultLocked ? t('field.defaultLocked') : undefined}
              checked={defaultLocked || values.default}
              onChange={(event) => set('default', event.currentTarget.checked)}
              disabled={disabled || defaultLocked}
            />
          </Grid.Col>
        </Grid>
        {!disabled && isCountryChosen(values.country) && !isUsa ? (
          <Text size="sm" c="orange" role="status">
            {t('form.usaOnly')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" disabled={!canSave && !saving} loading={saving}>
            {t('form.save')}
          </Button>
          <Button renderRoot={(p) => <Link to="/account/addresses" {...p} />} variant="default">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
