import { Card, Result } from 'antd';

/** What a sub-account sees on a money page its main account has not granted. */
export function NoPermission({ action }: { action: string }) {
  return (
    <Card variant="borderless">
      <Result
        status="403"
        title="暂无权限"
        subTitle={`当前子账号没有${action}权限，请联系主账号在「个人信息 → 子账号管理」中开通。`}
      />
    </Card>
  );
}
