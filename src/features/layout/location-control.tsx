import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Program } from '../../api/queries/program';
import { useLocale, useT } from '../../i18n';
import { MapPinIcon } from '../../ui/icons';
import { lazyDialog } from '../../ui/lazy-component';
import { placeLabel } from './region-labels';
import type { RegionChoice } from '../../domain/regions';
import { useRegion } from './use-region';

export interface LocationControlProps {
  program: Pick<Program, 'continents' | 'defaultContinent' | 'defaultCountry'>;
  /** Called after a save that changed the location (the cart clears its items there). */
  onRegionChange?: (choice: RegionChoice) => void;
  /** Extra class of the trigger, for the coloured top bar or the drawer. */
  className?: string;
}

const LocationDialog = lazyDialog(() => import('./location-dialog').then((m) => m.LocationDialog));

/** The header's location trigger and its dialog (shown when program.geolocation.enabled). */
export function LocationControl({ program, onRegionChange, className }: LocationControlProps) {
  const t = useT('shell');
  const { locale } = useLocale();
  const [opened, { open, close }] = useDisclosure(false);
  const [region, setRegion] = useRegion(program);

  const save = (choice: RegionChoice) => {
    const changed = choice.location !== region.location || choice.country !== region.country;
    setRegion(choice);
    close();
    notifications.show({ message: t('location.saved', { place: placeLabel(t, locale, choice) }) });
    if (changed) onRegionChange?.(choice);
  };

  return (
    <>
      <UnstyledButton className={className} onClick={open} aria-haspopup="dialog" c="inherit" fz="sm">
        <MapPinIcon size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
        {t('location.current', { place: placeLabel(t, locale, region) })}
      </UnstyledButton>
      <LocationDialog opened={opened} onClose={close} continents={program.continents} value={region} onSave={save} />
    </>
  );
}
