import { API, type subAccountEditBody } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';
import { SUB_ACCOUNTS_KEY } from './get-sub-accounts';

export type EditSubAccountInput = z.input<typeof subAccountEditBody>;

/** Nickname, password, permissions or status (disabling signs the sub-account out). */
export const editSubAccount = (body: EditSubAccountInput) => http.post<unknown>(API.clientUser.edit, body);

export function useEditSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSubAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUB_ACCOUNTS_KEY }),
  });
}
