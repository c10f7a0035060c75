import { ComingSoon } from '../components/coming-soon';

export default function ConsoleMenuPage() {
  return (
    <ComingSoon
      title="菜单管理"
      summary="运营人员维护卖家与运营后台的菜单。"
      capabilities={['新增、编辑、排序与停用菜单', '为菜单设置角色与权限标识']}
      release="运营后台"
    />
  );
}
