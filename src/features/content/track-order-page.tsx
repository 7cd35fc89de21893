import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../i18n';
import { PageContainer } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';

/** /shop/track-order: order id, email and a Track button; it has no behaviour and no validation [routes 9]. */
export function TrackOrderPage() {
  const t = useT('pages');
  const tc = useT('common');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <PageContainer>
      <PageHeader title={t('trackOrder.title')} trail={[{ label: tc('shop'), to: '/shop' }]} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <Text>{t('trackOrder.intro')}</Text>
          <TextInput name="orderId" label={t('trackOrder.orderId')} autoComplete="off" />
          <TextInput name="email" type="email" label={t('trackOrder.email')} autoComplete="email" />
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            {t('trackOrder.submit')}
          </Button>
        </Stack>
      </form>
    </PageContainer>
  );
}
