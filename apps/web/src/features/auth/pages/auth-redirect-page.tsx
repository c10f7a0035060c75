import { ApiOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';

const mask = (value: string) => (value.length <= 8 ? '••••' : `${value.slice(0, 4)}••••${value.slice(-4)}`);

/** A marketplace may put its parameters before the hash (`?code=…#/auth-redirect`) or inside it. */
function useRedirectParams() {
  const [hashParams] = useSearchParams();
  const outer = new URLSearchParams(window.location.search);
  const get = (key: string) => hashParams.get(key) ?? outer.get(key) ?? '';
  return { code: get('code'), tempToken: get('tempToken'), state: get('state') };
}

/**
 * /auth-redirect: landing point of a marketplace authorisation. Finishing the authorisation belongs to the
 * shop module; until it ships this page says what it received and leads back to the shop list.
 */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const { code, tempToken, state } = useRedirectParams();
  const credential = code || tempToken;
  const back = (
    <Button type="primary" onClick={() => navigate('/authorizeShop/temu')}>
      返回店铺授权
    </Button>
  );

  if (!credential) {
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title="缺少授权参数"
          subTitle="链接中没有平台返回的授权码（code 或 tempToken），请回到店铺授权页重新发起授权。"
          extra={back}
        />
      </Card>
    );
  }
  return (
    <Card variant="borderless">
      <Result
        icon={<ApiOutlined style={{ color: '#7c3aed' }} />}
        title="已收到平台的授权回调"
        subTitle="店铺授权将由店铺授权模块完成，该模块上线后此页面会自动完成绑定并返回店铺列表。"
        extra={back}
      >
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'credential', label: code ? '授权码 code' : '临时令牌 tempToken', children: mask(credential) },
            { key: 'state', label: 'state', children: state || '（无）' },
          ]}
        />
      </Result>
    </Card>
  );
}
