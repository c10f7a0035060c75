import type { ShopRow } from '@podbench/contract';
import { Button, Result } from 'antd';
import { useNow } from '../../lib/use-now';
import { ShopSummary } from '../shop-summary';
import { StepFooter } from '../step-footer';

interface Props {
  shop: ShopRow;
  reauthorized: boolean;
  onAnother: () => void;
  onClose: () => void;
}

/** Step 3: the shop as Temu verified it (name, mall id, managed type, expiry, scopes). */
export function AuthorizedStep({ shop, reauthorized, onAnother, onClose }: Props) {
  const now = useNow();
  return (
    <>
      <Result
        status="success"
        title={reauthorized ? '重新授权成功' : '店铺授权成功'}
        subTitle={`Temu 已确认 token 属于店铺「${shop.mallName}」，现在可以向该店铺发布商品、同步备货单与质检结果。`}
        style={{ padding: '8px 0 20px' }}
      />
      <ShopSummary shop={shop} now={now} />
      <StepFooter>
        {reauthorized ? null : <Button onClick={onAnother}>继续授权其他店铺</Button>}
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      </StepFooter>
    </>
  );
}
