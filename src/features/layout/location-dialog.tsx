import { Button, Group, Modal, Select, Stack, Text, type ComboboxData } from '@mantine/core';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import type { Locale } from '../../domain/locales';
import { messageIdsOf, type ValidationMessageId } from '../../schemas/messages';
import { locationChoiceSchema } from '../../schemas/location';
import { countryName, sortByCountryName } from '../../domain/country-names';
import { useLocale, useT } from '../../i18n';
import { regionLabel, type ShellT } from './region-labels';
import { permittedGroups, regionByCode, regionOfCountry, type RegionChoice, type RegionGroupDefinition } from '../../domain/regions';

export interface LocationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Program.continents: the region groups offered. */
  continents: readonly string[] | undefined;
  /** The location the form starts from. */
  value: RegionChoice;
  /** Called with a valid choice; the caller stores it and closes the dialog. */
  onSave: (choice: RegionChoice) => void;
}

/** [validation 30]: the location dialog. Save needs a region or a country, else 'Region/Country is required!'. */
export function LocationDialog({ opened, onClose, continents, value, onSave }: LocationDialogProps) {
  const t = useT('shell');
  const common = useT('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('location.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': common('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted only while open, so every opening starts from the current location. */}
      {opened ? <LocationForm continents={continents} value={value} onSave={onSave} onCancel={onClose} /> : null}
    </Modal>
  );
}

function regionOptions(t: ShellT, groups: readonly RegionGroupDefinition[]): ComboboxData {
  return groups.map((group) =>
    group.regions.length > 1
      ? { group: regionLabel(t, group.code), items: group.regions.map((r) => ({ value: r.code, label: regionLabel(t, r.code) })) }
      : { value: group.regions[0]!.code, label: regionLabel(t, group.code) },
  );
}

function countryOptions(locale: Locale, codes: readonly string[]) {
  return sortByCountryName([...new Set(codes)], locale).map((code) => ({ value: code, label: countryName(code, locale) }));
}

interface LocationFormProps {
  continents: readonly string[] | undefined;
  value: RegionChoice;
  onSave: (choice: RegionChoice) => void;
  onCancel: () => void;
}

function LocationForm({ continents, value, onSave, onCancel }: LocationFormProps) {
  const t = useT('shell');
  const common = useT('common');
  const validation = useT('validation');
  const { locale } = useLocale();
  const groups = useMemo(() => permittedGroups(continents), [continents]);
  const [location, setLocation] = useState<string | null>(value.location);
  const [country, setCountry] = useState<string | null>(value.country);
  const [error, setError] = useState<ValidationMessageId | null>(null);

  const region = regionByCode(location);
  const regionData = useMemo(() => regionOptions(t, groups), [t, groups]);
  const countryData = useMemo(
    () => countryOptions(locale, region ? region.countries : groups.flatMap((g) => g.regions.flatMap((r) => r.countries))),
    [locale, region, groups],
  );

  const changeRegion = (code: string | null) => {
    setError(null);
    setLocation(code);
    const next = regionByCode(code);
    if (!next) return;
    // Keep a country the new region covers; a region of one country (Hawaii, Puerto Rico…) picks it.
    if (!country || !next.countries.includes(country)) setCountry(next.countries.length === 1 ? next.countries[0]! : null);
  };

  const changeCountry = (code: string | null) => {
    setError(null);
    setCountry(code);
    if (code && !region?.countries.includes(code)) setLocation(regionOfCountry(code, groups)?.code ?? null);
  };

  const save = () => {
    const result = v.safeParse(locationChoiceSchema, { location, country });
    if (!result.success) {
      setError(messageIdsOf(result.issues)[0] ?? 'regionRequired');
      return;
    }
    const chosenRegion = region ?? regionOfCountry(country, groups);
    if (!chosenRegion) {
      setError('regionRequired');
      return;
    }
    // A region alone keeps the current country when it covers it, else stands for its first one:
    // prices follow the region, the country only fills the order's region field.
    const chosenCountry =
      country ?? (chosenRegion.countries.includes(value.country) ? value.country : chosenRegion.countries[0]!);
    onSave({ location: chosenRegion.code, country: chosenCountry });
  };

  const errorId = 'location-dialog-error';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('location.cartNotice')}</Text>
        <Select
          label={t('location.region')}
          placeholder={t('location.regionPlaceholder')}
          data={regionData}
          value={location}
          onChange={changeRegion}
          clearable
          allowDeselect={false}
          error={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <Select
          label={t('location.country')}
          placeholder={t('location.countryPlaceholder')}
          data={countryData}
          value={country}
          onChange={changeCountry}
          searchable
          clearable
          allowDeselect={false}
          error={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <Text id={errorId} role="alert" c="red" size="sm" fw={600}>
            {validation(error)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {common('cancel')}
          </Button>
          <Button type="submit">{common('save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
