import { API, type subAccountAddBody } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';
import { SUB_ACCOUNTS_KEY } from './get-sub-accounts';

export type AddSubAccountInput = z.input<typeof subAccountAddBody>;

export const addSubAccount = (body: AddSubAccountInput) => http.post<unknown>(API.clientUser.add, body);

export function useAddSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUB_ACCOUNTS_KEY }),
  });
}
