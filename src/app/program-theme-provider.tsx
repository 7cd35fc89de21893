import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { programQuery } from '../api/queries/program';
import { baseTheme, buildTheme, programCssVariables } from '../theme/program-theme';
import { useApi } from './api-context';

/**
 * One MantineProvider above the router, so pending, error and not-found screens have one too. It
 * observes the program query the root loader fills and switches to the program's theme when it lands;
 * a host with no program keeps the base theme.
 */
export function ProgramThemeProvider({ children }: { children: ReactNode }) {
  const { data: program } = useQuery(programQuery(useApi()));
  const theme = useMemo(() => (program ? buildTheme(program) : baseTheme), [program]);
  return (
    // index.html names the same scheme on <html>: Mantine's styles key on it, and a page rendered
    // on the server paints before this provider can set it.
    <MantineProvider theme={theme} cssVariablesResolver={programCssVariables} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
