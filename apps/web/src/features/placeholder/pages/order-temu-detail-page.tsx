import { ComingSoon } from '../components/coming-soon';

export default function OrderTemuDetailPage() {
  return (
    <ComingSoon
      title="订单详情"
      summary="查看一笔备货单的完整信息。"
      capabilities={['商品、设计、数量与费用明细', '生产与物流进度']}
      release="订单模块"
    />
  );
}
