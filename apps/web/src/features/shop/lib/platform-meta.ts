import type { ShopPlatform } from '@podbench/contract';

export interface PlatformMeta {
  /** The marketplace's name as sellers write it. */
  name: string;
  title: string;
  summary: string;
  /** The marketplace's brand colour, for its mark only. */
  color: string;
  /** What the shop's marketplace id is called. */
  idLabel: string;
}

export const PLATFORM_META: Record<ShopPlatform, PlatformMeta> = {
  temu: {
    name: 'Temu',
    title: 'Temu 店铺',
    summary: '授权 Temu 全托管 / 半托管店铺后，即可发布商品、同步备货单与质检结果。token 到期前 7 天会提醒你重新授权。',
    color: '#fb7701',
    idLabel: 'Mall ID',
  },
  shein: {
    name: 'SHEIN',
    title: 'SHEIN 店铺',
    summary: '通过 SHEIN 开放平台授权店铺，与 Temu 店铺统一管理。授权长期有效，直到你在 SHEIN 商家后台撤销或在此解绑。',
    color: '#1f1f1f',
    idLabel: '店铺 ID',
  },
};
