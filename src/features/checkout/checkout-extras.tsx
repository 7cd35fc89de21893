import { SimpleGrid, TextInput } from '@mantine/core';
import type { Program } from '../../api/queries/program';
import { useT } from '../../i18n';
import type { CheckoutField, CustomFieldRule } from './checkout-draft';
import { maxLengthOf } from './field-limits';
import type { FieldProps } from './use-checkout-form';

/** [checkout 7]: custom fields 1 to 4, each shown per its visible flag and editable per its edit flag. */
export function CustomFields({ rules, field }: { rules: CustomFieldRule[]; field: (name: CheckoutField) => FieldProps }) {
  const t = useT('cart');
  if (rules.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {rules.map(({ field: name, index, label, editable }) => (
        <TextInput
          key={name}
          name={name}
          label={label ?? t('field.custom', { index })}
          readOnly={!editable}
          variant={editable ? 'default' : 'filled'}
          maxLength={maxLengthOf(name, undefined)}
          {...field(name)}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * Claim programs' email [checkout 9; validation 17]: with allowEmailUpdate the claim-email field, else the
 * address email; a valid address either way, since the code is no address to write to.
 */
export function ClaimEmailField({ program, field }: { program: Pick<Program, 'permissions'>; field: (name: CheckoutField) => FieldProps }) {
  const t = useT('cart');
  const claimEmail = program.permissions.allowEmailUpdate;
  return (
    <TextInput
      name={claimEmail ? 'claimEmail' : 'email'}
      type="email"
      autoComplete="email"
      label={claimEmail ? t('field.claimEmail') : t('field.email')}
      description={claimEmail ? t('field.claimEmailHint') : undefined}
      required
      maxLength={maxLengthOf('email', undefined)}
      maw={480}
      {...field('email')}
    />
  );
}
