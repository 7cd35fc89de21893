import { Text } from '@mantine/core';
import { postalLines } from '../../domain/postal-address';
import { useLocale, useT } from '../../i18n';

/** The fields an address card shows; both address-book entries and order addresses have them. */
export interface PostalAddressFields {
  fullName: string;
  companyName?: string | null;
  address1: string;
  address2?: string | null;
  address3?: string | null;
  address4?: string | null;
  townCity: string;
  stateCounty: string;
  postcode: string;
  country: string;
  phone: string;
  phoneExt?: string | null;
  email?: string | null;
}

/**
 * An address as text lines in an <address> element: the name, then the address as its country
 * writes it (postalLines), then the phone. Values are rendered as text (React escapes them), so an
 * address typed to look like HTML is shown as typed [validation 1].
 */
export function PostalAddress({ address, withEmail = false }: { address: PostalAddressFields; withEmail?: boolean }) {
  const t = useT('account');
  const { locale } = useLocale();
  const lines = postalLines(address, locale);
  const phone = address.phoneExt ? t('addresses.phoneExt', { phone: address.phone, ext: address.phoneExt }) : address.phone;
  return (
    <Text component="address" size="sm" style={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      <Text span fw={700} size="sm" display="block">
        {address.fullName}
      </Text>
      {lines.map((line, i) => (
        <Text span size="sm" display="block" key={i}>
          {line}
        </Text>
      ))}
      <Text span size="sm" display="block">
        {phone}
      </Text>
      {withEmail && address.email ? (
        <Text span size="sm" display="block">
          {address.email}
        </Text>
      ) : null}
    </Text>
  );
}
