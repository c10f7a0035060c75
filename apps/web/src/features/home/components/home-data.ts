import { NON_VIP_BENEFITS, type VipBenefits, type VipPlan } from '@podbench/contract';

const GB = 1024 ** 3;

const plan = (level: number, name: string, priceFen: number, benefits: VipBenefits): VipPlan => ({
  id: level,
  level,
  name,
  period: 'monthly',
  periodText: level === 0 ? '永久' : '月',
  durationDays: 30,
  priceFen,
  benefits,
});

/**
 * Static content of the official home page.
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
  { icon: 'shirt', name: '纯棉 T 恤', tech: 'DTG 数码直喷', areas: '前胸 / 后背 / 袖标', color: '#ede9fe' },
  { icon: 'hoodie', name: '连帽卫衣', tech: 'DTG 数码直喷', areas: '前胸 / 后背', color: '#fce7f3' },
  { icon: 'bag', name: '帆布袋', tech: '热转印', areas: '正面 / 背面', color: '#fef3c7' },
  { icon: 'mug', name: '陶瓷马克杯', tech: '热升华', areas: '环绕印刷', color: '#dbeafe' },
  { icon: 'phone', name: '手机壳', tech: 'UV 打印', areas: '背面满版', color: '#dcfce7' },
  { icon: 'pillow', name: '抱枕套', tech: '热升华', areas: '双面印刷', color: '#ffe4e6' },
] as const;

/**
 * Reference plans in the contract's shape (monthly price, benefits per level) so the page can switch to
 * `GET /api/vip/plans` once the wallet module serves it. Level 0 is the free tier (NON_VIP_BENEFITS).
 */
export const REFERENCE_PLANS: readonly VipPlan[] = [
  plan(0, '免费版', 0, NON_VIP_BENEFITS),
  plan(1, 'VIP1 基础版', 9_900, {
    discountPercent: 3,
    shopLimit: 5,
    subAccountLimit: 3,
    storageQuotaBytes: 5 * GB,
    dailyPublishQuota: 200,
  }),
  plan(2, 'VIP2 专业版', 29_900, {
    discountPercent: 6,
    shopLimit: 20,
    subAccountLimit: 10,
    storageQuotaBytes: 20 * GB,
    dailyPublishQuota: 1_000,
  }),
  plan(3, 'VIP3 旗舰版', 69_900, {
    discountPercent: 10,
    shopLimit: 50,
    subAccountLimit: 30,
    storageQuotaBytes: 100 * GB,
    dailyPublishQuota: 5_000,
  }),
];

/** The plan most sellers start with; highlighted on the page. */
export const HIGHLIGHTED_LEVEL = 2;
