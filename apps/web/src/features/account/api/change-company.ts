import { API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterAccountChange } from './account-cache';

/** GET with the new 公司名称 as a query parameter, as the specification names it. */
export const changeCompany = (company: string) =>
  http.get<null>(API.clientUser.changeCompany, { company: company.trim() });

export function useChangeCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCompany, onSuccess: () => afterAccountChange(queryClient) });
}
