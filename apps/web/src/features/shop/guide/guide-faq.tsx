import { Collapse } from 'antd';

const FAQ = [
  {
    key: 'expiry',
    label: 'access_token 有效期多久？到期了怎么办？',
    children:
      'Temu 第三方应用的 access_token 有效期 90 天。到期前 7 天 PodBench 会在店铺列表提醒，按同样步骤重新生成 token 并在「重新授权」中粘贴即可，已发布的商品不受影响。',
  },
  {
    key: 'regenerate',
    label: '重新生成 token 会影响什么？',
    children: '同一店铺重新生成 token 后，旧 token 立即失效。请生成后尽快粘贴到 PodBench，避免发布和同步中断。',
  },
  {
    key: 'scopes',
    label: '提示「缺少接口权限」是什么原因？',
    children:
      '授权时没有勾选全部接口。请回到卖家中心「授权管理」，为 PodBench 勾选全部接口后重新生成 token，再重新授权。',
  },
  {
    key: 'safe',
    label: 'token 可以发给别人吗？',
    children:
      'token 相当于店铺接口的密码，只应粘贴到 PodBench 或通过可信渠道交给为你运营店铺的人。PodBench 加密保存 token，页面上不会再次显示。',
  },
];

export function GuideFaq() {
  return <Collapse ghost items={FAQ} />;
}
