import type { TemuOrderState } from '@podbench/contract';

/** The filtered lists behind the dashboard's numbers (each list reads these query parameters when opened). */
export const LINKS = {
  orders: (state?: TemuOrderState) => (state ? `/order/orderTemu?state=${state}` : '/order/orderTemu'),
  ordersOn: (date: string) => `/order/orderTemu?beginTime=${date}&endTime=${date}`,
  recharge: '/system/recharge',
  records: '/statistics/clientUserAccountRecord',
  temuPublishes: (state?: 'failed') => (state ? `/publish/temuPush?state=${state}` : '/publish/temuPush'),
  sheinPublishes: (state?: 'failed') => (state ? `/publish/sheinTemplate?state=${state}` : '/publish/sheinTemplate'),
  qcFailed: '/publish/qualityCheck?result=2',
  qc: '/publish/qualityCheck',
  shops: (platform: string) => (platform === 'shein' ? '/authorizeShop/shein' : '/authorizeShop/temu'),
  profit: '/statistics/profit',
  overview: '/statistics/overview',
} as const;
