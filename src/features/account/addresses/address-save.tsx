import { notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isApiError } from '../../../api/errors';
import { useProgram } from '../../../app/boot/use-program';
import { useLocale, useT } from '../../../i18n';
import { addressRequest, customFieldSettings, draftOf, serverFieldMessages, type AddressFormValues } from './address-draft';
import { AddressForm, FormAlert } from './address-form';
import { useSaveAddress } from './use-address-mutations';

export interface AddressSaveProps {
  /** The page's title, the form's name. */
  label: string;
  sid: string;
  /** Absent for a new address. */
  addressId?: string;
  initial: AddressFormValues;
  defaultLocked: boolean;
}

/** The address form wired to the save call; a save returns to My Addresses [account 17]. */
export function AddressSave({ label, sid, addressId, initial, defaultLocked }: AddressSaveProps) {
  const t = useT('account');
  const router = useRouter();
  const program = useProgram();
  const save = useSaveAddress(sid, addressId);
  const { locale } = useLocale();
  // In the language showing: a switch while the form is open relabels the fields.
  const customFields = useMemo(() => customFieldSettings(program, locale), [program, locale]);
  const disabled = !program.permissions.allowAddressManagement;

  const error = save.error;
  const serverMessages = isApiError(error, 400) ? serverFieldMessages(error.body?.fields) : {};
  const alert =
    disabled || isApiError(error, 403) ? (
      <FormAlert>{t('addresses.managementOff')}</FormAlert>
    ) : isApiError(error, 404) ? (
      <FormAlert>{t('addresses.notFound')}</FormAlert>
    ) : error ? (
      <FormAlert>{t('form.failed')}</FormAlert>
    ) : null;

  const onSave = (values: AddressFormValues) =>
    save.mutate(addressRequest(draftOf(values, customFields)), {
      onSuccess: () => {
        notifications.show({ message: t('addresses.saved'), color: 'green' });
        void router.navigate({ to: '/account/addresses' });
      },
    });

  return (
    <AddressForm
      label={label}
      initial={initial}
      continents={program.continents ?? undefined}
      customFields={customFields}
      disabled={disabled}
      defaultLocked={defaultLocked}
      saving={save.isPending}
      serverMessages={serverMessages}
      alert={alert}
      onEdit={() => {
        if (save.isError) save.reset();
      }}
      onSave={onSave}
    />
  );
}
