/**
 * Static content of the official home page. The VIP plans are reference plans until the wallet module
 * serves `/api/vip/plans`; the page says prices are confirmed on the purchase page.
 */
export const WORKFLOW = [
  { title: '授权店铺', text: '粘贴 Temu 店铺 Token，几分钟完成授权' },
  { title: '上传素材', text: '拖拽批量上传，原图保留用于印刷' },
  { title: '在线设计', text: '在白坯上排版图片与文字，实时预览' },
  { title: '生成模板', text: '按颜色与尺码生成 SKC / SKU 与供货价' },
  { title: '批量发布', text: '模板 × 店铺一键发布到全托管' },
  { title: '订单生产', text: '备货单自动同步，余额支付即排产' },
] as const;

export const FEATURES = [
  { icon: 'shop', title: '多店铺授权', text: 'Temu 全托管店铺集中管理，Token 到期前提醒续期。' },
  { icon: 'design', title: '所见即所印', text: '效果图、印刷区与安全区同屏显示，低于 150 DPI 自动提醒。' },
  { icon: 'push', title: '批量发布', text: '后台任务逐个发布并记录结果，失败一键重试、不重复上架。' },
  { icon: 'order', title: '订单与资金', text: '备货单、质检、在线商品与每一笔余额流水都能查。' },
] as const;

export const CATALOGUE = [
  { name: '纯棉 T 恤', tech: 'DTG 数码直喷', areas: '前胸 / 后背 / 袖标', color: '#ede9fe' },
  { name: '连帽卫衣', tech: 'DTG 数码直喷', areas: '前胸 / 后背', color: '#fce7f3' },
  { name: '帆布袋', tech: '热转印', areas: '正面 / 背面', color: '#fef3c7' },
  { name: '陶瓷马克杯', tech: '热升华', areas: '环绕印刷', color: '#dbeafe' },
  { name: '手机壳', tech: 'UV 打印', areas: '背面满版', color: '#dcfce7' },
  { name: '抱枕套', tech: '热升华', areas: '双面印刷', color: '#ffe4e6' },
] as const;

export interface VipPlanCard {
  name: string;
  price: string;
  period: string;
  highlight?: boolean;
  perks: readonly string[];
}

export const VIP_PLANS: readonly VipPlanCard[] = [
  {
    name: '免费版',
    price: '0',
    period: '永久',
    perks: ['授权 1 家店铺', '图库空间 1 GB', '标准生产底价', '在线设计与模板发布'],
  },
  { name: 'VIP1', price: '99', period: '月', perks: ['授权 5 家店铺', '图库空间 20 GB', '生产费用 95 折', '批量发布'] },
  {
    name: 'VIP2',
    price: '299',
    period: '月',
    highlight: true,
    perks: ['授权 20 家店铺', '图库空间 100 GB', '生产费用 9 折', '批量发布与优先排产'],
  },
  {
    name: 'VIP3',
    price: '699',
    period: '月',
    perks: ['店铺数量不限', '图库空间 500 GB', '生产费用 85 折', '专属客服'],
  },
];
