import { WarningOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';

/**
 * The token was not authorised for some APIs the product calls: those features will fail for this shop until
 * the seller re-authorises with every API ticked.
 */
export function ScopeWarning({ scopes }: { scopes: readonly string[] }) {
  return (
    <Tooltip
      title={
        <>
          缺少以下接口权限，相关功能将无法使用。请在卖家中心勾选全部接口后重新授权：
          <br />
          {scopes.join('、')}
        </>
      }
    >
      <Typography.Text type="warning" style={{ cursor: 'help' }}>
        <WarningOutlined /> 缺少 {scopes.length} 项接口权限
      </Typography.Text>
    </Tooltip>
  );
}
