import { NON_VIP_BENEFITS, type VipPlan } from '@podbench/contract';

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

/** The free tier, shown before the paid plans the server lists. */
export const FREE_PLAN: VipPlan = {
  id: 0,
  level: 0,
  name: '免费版',
  period: 'monthly',
  periodText: '永久',
  durationDays: 0,
  priceFen: 0,
  benefits: NON_VIP_BENEFITS,
};

/** The plan most sellers start with; highlighted on the page. */
export const HIGHLIGHTED_LEVEL = 2;
