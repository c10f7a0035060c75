import { API, type changeProfileBody } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';
import { afterAccountChange } from './account-cache';

export type ChangeProfileInput = z.input<typeof changeProfileBody>;

/** Nickname and/or avatar URL. */
export const changeProfile = (body: ChangeProfileInput) => http.post<null>(API.clientUser.changeProfile, body);

export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeProfile, onSuccess: () => afterAccountChange(queryClient) });
}
