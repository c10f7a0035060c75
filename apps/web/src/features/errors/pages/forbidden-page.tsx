import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';

/**
 * A page that exists but that this account may not use (issue 21 §5): a sub-account without the permission, or a
 * seller on an operator page. Said plainly, instead of an empty list or a string of permission toasts.
 */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="当前账号没有此页面的权限。子账号的权限由主账号在「个人中心 › 子账号管理」中开通。"
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Button type="primary" onClick={() => navigate(sessionStorage.getItem(FIRST_URL_KEY) || '/')}>
            返回首页
          </Button>
        </Space>
      }
      data-testid="forbidden-page"
    />
  );
}
