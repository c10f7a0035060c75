import { API, type changePhoneBody } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';
import { afterAccountChange } from './account-cache';

export type ChangePhoneInput = z.input<typeof changePhoneBody>;

/** The code must have been sent to the new phone for scene `changePhone`. */
export const changePhone = (body: ChangePhoneInput) => http.post<null>(API.clientUser.changePhone, body);

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePhone, onSuccess: () => afterAccountChange(queryClient) });
}
