import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/shared/auth/session';
import { confirmLeave } from '@/shared/keep-alive/kept-page';
import { useRouteStore } from '../../router/route-store';
import { useTagsStore } from '../tags-view/tags-store';

/**
 * 退出登录: the open pages are asked first (unsaved work), then confirm, ask the server to revoke the token, clear the
 * session, go to /login (spec §4).
 */
export function useLogout() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    if (!(await confirmLeave(useTagsStore.getState().views.map((v) => v.path)))) return;
    modal.confirm({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      okText: '退出',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        useRouteStore.getState().reset();
        useTagsStore.getState().reset();
        queryClient.clear();
        navigate('/login', { replace: true });
      },
    });
  };
}
