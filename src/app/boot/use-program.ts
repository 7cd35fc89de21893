import { useSuspenseQuery } from '@tanstack/react-query';
import { programQuery, type Program } from '../../api/queries/program';
import { useApi } from '../api-context';

/**
 * The program of this host. Pages below the boot gate may rely on it: boot has loaded it into
 * the query cache before any route renders, and a host without one shows the 404 page instead.
 */
export function useProgram(): Program {
  return useSuspenseQuery(programQuery(useApi())).data;
}
