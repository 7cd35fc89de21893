import { Select } from '@mantine/core';
import type { StaffMe } from '../../api/queries';
import { consolePaths } from '../../app/console-paths';
import { useConsoleNavigate } from '../../app/use-console-navigate';
import { useConsoleT } from '../../messages/console-i18n';

/** The switcher's choice for the whole platform (a platform owner's audit trail of every program). */
const PLATFORM = '*';

/**
 * Which program the pages show: a platform owner may choose any program or the whole platform,
 * other staff the programs they have a role in. One program only: its name, no choice to make.
 */
export function ProgramSwitcher({ me, program }: { me: StaffMe; program: string | null }) {
  const t = useConsoleT();
  const navigate = useConsoleNavigate();
  const data = [...(me.platformOwner ? [{ value: PLATFORM, label: t('frame.allPrograms') }] : []), ...me.programs.map((p) => ({ value: p.slug, label: p.name }))];
  return (
    <Select
      label={t('frame.program')}
      data={data}
      value={program ?? (me.platformOwner ? PLATFORM : null)}
      placeholder={t('frame.noProgram')}
      allowDeselect={false}
      searchable={data.length > 8}
      disabled={data.length < 2}
      onChange={(slug) => {
        if (slug) navigate(consolePaths.audit(slug === PLATFORM ? null : slug));
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
