import type { DeskRefusal } from '@podbench/contract';
import { Alert, List, Typography } from 'antd';

/** Orders Temu (or we) refused to put on the desk, each with the reason (staging.add joinErrorList). */
export function RefusedList({ rows, title = '未能加入发货台' }: { rows: readonly DeskRefusal[]; title?: string }) {
  if (rows.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="desk-refused"
      message={`${title}（${rows.length}）`}
      description={
        <List
          size="small"
          dataSource={[...rows]}
          renderItem={(r) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Typography.Text strong>{r.subPurchaseOrderSn}</Typography.Text>
              <Typography.Text style={{ marginLeft: 8 }}>{r.message}</Typography.Text>
              {r.errorCode !== null && (
                <Typography.Text
                  type="secondary"
                  style={{ marginLeft: 8 }}
                >{`（Temu ${r.errorCode}）`}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      }
    />
  );
}
