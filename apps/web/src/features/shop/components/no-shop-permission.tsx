import { Card, Result } from 'antd';

/** A sub-account without shop:manage: the server refuses every shop call, so the page says why instead. */
export function NoShopPermission() {
  return (
    <Card variant="borderless">
      <Result
        status="403"
        title="暂无店铺授权权限"
        subTitle="当前子账号没有「店铺授权」权限，请联系主账号在「个人信息 → 子账号管理」中开通。"
      />
    </Card>
  );
}
