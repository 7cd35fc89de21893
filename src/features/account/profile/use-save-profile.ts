import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfQueryKey } from '../../../api/queries/self';
import { unwrap } from '../../../api/errors';
import { useApi } from '../../../app/api-context';
import type { Profile } from '../../../schemas';

/** POST /api/users/{sid}: the response is the participant as stored, so the cache takes it as is. */
export function useSaveProfile(sid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: Profile) => unwrap(await api.POST('/api/users/{sid}', { params: { path: { sid } }, body: profile })),
    onSuccess: (user) => queryClient.setQueryData(selfQueryKey, user),
  });
}
