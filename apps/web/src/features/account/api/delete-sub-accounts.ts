import { API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { SUB_ACCOUNTS_KEY } from './get-sub-accounts';

export const deleteSubAccounts = (ids: number[]) => http.post<unknown>(API.clientUser.remove, { ids });

export function useDeleteSubAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubAccounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUB_ACCOUNTS_KEY }),
  });
}
