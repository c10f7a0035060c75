import { ComingSoon } from '../components/coming-soon';

export default function OnlineProductPage() {
  return (
    <ComingSoon
      title="在线商品"
      summary="查看已在 Temu 上架的商品。"
      capabilities={['商品状态、SKC / SKU、供货价与销量', '按店铺同步最新数据']}
      release="模板发布模块"
    />
  );
}
