import { Card, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useSharedPushRecord } from '../api/order-push';
import { PushRecordView } from '../components/push-record-view';

/** /clientOrderPushRecord/orderManage?id=&e=&s= — one push record through a signed link, without signing in. */
export default function OrderPushSharedPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const e = params.get('e');
  const s = params.get('s');
  const q = id && e && s ? { id, e, s } : null;
  const { data, isLoading, isError } = useSharedPushRecord(q);
  if (!q || isError)
    return (
      <Card>
        <Result status="403" title="链接无效或已过期" subTitle="请向卖家索取新的推送记录链接。" />
      </Card>
    );
  return (
    <Card title="订单推送记录">{isLoading || !data ? <Skeleton active /> : <PushRecordView record={data} />}</Card>
  );
}
