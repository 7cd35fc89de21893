import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/errors';
import { selfQueryKey } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import type { Address, AddressInput } from './address-draft';

/** The address book lives in the participant's record: every change reloads it from the server. */
function useReloadAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: selfQueryKey });
}

/** POST /api/users/{sid}/addresses, or …/{addressId} to replace one. */
export function useSaveAddress(sid: string, addressId?: string) {
  const api = useApi();
  const reload = useReloadAddresses();
  return useMutation({
    mutationFn: async (body: AddressInput) =>
      addressId
        ? unwrap(await api.POST('/api/users/{sid}/addresses/{addressId}', { params: { path: { sid, addressId } }, body }))
        : unwrap(await api.POST('/api/users/{sid}/addresses', { params: { path: { sid } }, body })),
    onSuccess: reload,
  });
}

/** DELETE /api/users/{sid}/addresses/{addressId}; removal reloads the list [account 18]. */
export function useRemoveAddress(sid: string) {
  const api = useApi();
  const reload = useReloadAddresses();
  return useMutation({
    mutationFn: async (addressId: string) => {
      const result = await api.DELETE('/api/users/{sid}/addresses/{addressId}', { params: { path: { sid, addressId } } });
      if (!result.response.ok) unwrap(result);
    },
    onSettled: reload,
  });
}

/** The same address with `default` set: the server moves the default to it. */
export function useMakeDefaultAddress(sid: string) {
  const api = useApi();
  const reload = useReloadAddresses();
  return useMutation({
    mutationFn: async (address: Address) => {
      const { id, ...fields } = address;
      return unwrap(
        await api.POST('/api/users/{sid}/addresses/{addressId}', {
          params: { path: { sid, addressId: id } },
          body: { ...fields, default: true },
        }),
      );
    },
    onSettled: reload,
  });
}
