import { API, type MenuAddBody, type MenuEditBody, type MenuItem } from '@podbench/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'menus'] as const;

export type MenuAudience = MenuItem['audience'];

export const useMenuItems = (audience: MenuAudience) =>
  useQuery({
    queryKey: [...KEY, audience],
    queryFn: () => http.get<MenuItem[]>(API.menu.list, { audience }),
  });

function useMenuMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** 新增 is a PUT, 修改 a POST, 删除 a DELETE — the spec's six menu calls. */
export const useAddMenu = () => useMenuMutation((v: MenuAddBody) => http.put<MenuItem>(API.menu.add, v));
export const useEditMenu = () => useMenuMutation((v: MenuEditBody) => http.post<MenuItem>(API.menu.edit, v));
export const useDeleteMenu = () =>
  useMenuMutation((menuId: number) => http.delete<null>(API.menu.remove.replace(':menuId', String(menuId))));
