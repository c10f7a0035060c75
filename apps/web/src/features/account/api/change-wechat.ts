import { API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterAccountChange } from './account-cache';

/** GET with the new 微信号 as a query parameter, as the specification names it. */
export const changeWechat = (wechat: string) => http.get<null>(API.clientUser.changeWechat, { wechat: wechat.trim() });

export function useChangeWechat() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeWechat, onSuccess: () => afterAccountChange(queryClient) });
}
