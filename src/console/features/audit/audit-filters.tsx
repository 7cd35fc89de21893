import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useConsoleT } from '../../messages/console-i18n';
import type { AuditSearch } from './audit-search';

/** The filters the audit trail API has: who, the action (or its group), a date range. */
export function AuditFilters({ search, onApply }: { search: AuditSearch; onApply: (search: AuditSearch) => void }) {
  const t = useConsoleT();
  const [values, setValues] = useState({ actor: search.actor ?? '', action: search.action ?? '', from: search.from ?? '', to: search.to ?? '' });
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() || undefined]));
    onApply(trimmed as AuditSearch);
  };
  const clear = () => {
    setValues({ actor: '', action: '', from: '', to: '' });
    onApply({ actor: undefined, action: undefined, from: undefined, to: undefined });
  };
  return (
    <form aria-label={t('audit.filters')} onSubmit={apply}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('audit.filter.actor')} placeholder={t('audit.filter.actor.hint')} value={values.actor} onChange={set('actor')} w={{ base: '100%', sm: 220 }} />
        <TextInput label={t('audit.filter.action')} placeholder={t('audit.filter.action.hint')} value={values.action} onChange={set('action')} w={{ base: '100%', sm: 220 }} />
        <TextInput label={t('audit.filter.from')} type="date" value={values.from} onChange={set('from')} w={{ base: '100%', xs: 170 }} />
        <TextInput label={t('audit.filter.to')} type="date" value={values.to} onChange={set('to')} w={{ base: '100%', xs: 170 }} />
        <Group gap="xs">
          <Button type="submit">{t('audit.filter.apply')}</Button>
          <Button variant="default" onClick={clear}>
            {t('audit.filter.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
