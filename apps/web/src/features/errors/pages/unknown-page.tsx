import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A menu entry whose page this build does not contain (a newer server menu, a typo in the console). */
export default function UnknownPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="页面暂不可用"
      subTitle="该菜单对应的页面未包含在当前版本中，请刷新页面或联系客服。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
