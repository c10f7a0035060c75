import { ComingSoon } from '../components/coming-soon';

export default function OnlineProductSheinPage() {
  return (
    <ComingSoon
      title="Shein在线商品"
      summary="查看已在 Shein 上架的商品。"
      capabilities={['商品状态、规格、价格与销量', '按店铺同步最新数据']}
      release="Shein 模块"
    />
  );
}
