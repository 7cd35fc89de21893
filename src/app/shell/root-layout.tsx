import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { programQuery } from '../../api/queries/program';
import { useApi } from '../api-context';

/**
 * The root route's component; the header, footer and site modes come later. It also renders when
 * the host serves no program: the root loader's notFound() leaves the root match successful and
 * shows the not-found page in the Outlet. So it reads the program without suspense and must not
 * assume one (child routes may: their loaders only run once the root loader has it).
 */
export function RootLayout() {
  const { data: program } = useQuery(programQuery(useApi()));
  useDocumentTitle(program?.fullName ?? '');
  return <Outlet />;
}
