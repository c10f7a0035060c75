/** Temu Seller Center's authorisation page (GLO 卖家中心 → 授权管理), as Temu's developer guide gives it. */
export const TEMU_SELLER_AUTH_URL = 'https://agentseller.temu.com/open/system-manage/client-manage';

export interface GuideStep {
  title: string;
  text: string;
}

/**
 * Where a seller finds the token. The numbers match the markers on the Seller Center illustration, so keep
 * the two in step when either changes.
 */
export const TEMU_TOKEN_STEPS: readonly GuideStep[] = [
  { title: '登录卖家中心', text: '使用店铺主账号登录 Temu 卖家中心（全托管、半托管店铺同一入口）。' },
  { title: '进入「授权管理」', text: '在左侧菜单点击「授权管理」。' },
  { title: '授权 PodBench', text: '切换到「第三方应用授权」，找到 PodBench，勾选全部接口后点击「确认授权」。' },
  {
    title: '复制 access_token',
    text: '复制生成的 access_token，回到 PodBench 粘贴。token 有效期 90 天，重新生成后旧 token 立即失效。',
  },
];
