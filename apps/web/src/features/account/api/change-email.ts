import { API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterAccountChange } from './account-cache';

/** GET with the new 邮箱 as a query parameter, as the specification names it. */
export const changeEmail = (email: string) => http.get<null>(API.clientUser.changeEmail, { email: email.trim() });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => afterAccountChange(queryClient) });
}
