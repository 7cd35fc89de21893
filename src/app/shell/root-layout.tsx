import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { programQuery } from '../../api/queries/program';
import { useApi } from '../api-context';

/** Shown once the root loader has the program; the header, footer and site modes come later. */
export function RootLayout() {
  const { data: program } = useSuspenseQuery(programQuery(useApi()));
  useDocumentTitle(program.fullName);
  return <Outlet />;
}
