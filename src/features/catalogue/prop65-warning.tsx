import { Alert, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { WarningIcon } from '../../ui/icons';

/** [catalogue 34]: the California Proposition 65 warning, for products with prop65 Y. */
export function Prop65Warning() {
  const t = useT('shop');
  return (
    <Alert color="yellow" variant="light" icon={<WarningIcon />} title={t('prop65.title')} mt="xl" role="note">
      <Text size="sm">{t('prop65.text')}</Text>
    </Alert>
  );
}
