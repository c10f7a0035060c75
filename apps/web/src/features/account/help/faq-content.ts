/** 帮助中心 (issue 21 §6): the questions a new seller asks, one group per workflow, each pointing at its page. */
export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqGroup {
  key: string;
  title: string;
  /** The page this workflow happens on. */
  path: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    key: 'shop',
    title: '店铺授权',
    path: '/authorizeShop/temu',
    items: [
      {
        q: '如何授权 Temu 店铺？',
        a: '在「店铺授权 › Temu店铺」点击「授权店铺」，填写店铺的 App Key、App Secret 与 Access Token；也可以复制授权链接发给店铺负责人完成授权。',
      },
      {
        q: '授权快到期了怎么办？',
        a: 'token 到期前 7 天会提醒。到期前在店铺列表点击「重新授权」更新 token，已发布的商品与订单不受影响。',
      },
      {
        q: '可以授权几个店铺？',
        a: '店铺额度随会员等级提高，页面右上角显示「已授权 / 可授权」。解绑的店铺不占额度。',
      },
    ],
  },
  {
    key: 'gallery',
    title: '图库与设计',
    path: '/gallery/galleryMy',
    items: [
      {
        q: '支持上传哪些图片？',
        a: '支持 PNG、JPEG、WebP、TIFF 与 SVG。印刷建议 150 DPI 以上；重复上传的同一张图片只保存一份。',
      },
      {
        q: '设计如何保存？',
        a: '设计器自动保存草稿，关闭标签页前也会提示未保存的修改。保存后的设计在「选品定制 › 我的定制」中查看。',
      },
    ],
  },
  {
    key: 'publish',
    title: '模板发布',
    path: '/publish/temuTemplate',
    items: [
      {
        q: '发布失败怎么办？',
        a: '在「模板发布」的发布记录中查看失败原因（如属性缺失、图片尺寸不符），修改模板后重新发布。',
      },
      {
        q: '供货价怎么定？',
        a: '供货价须高于生产成本（底版价、印刷、包装与运到仓库的运费）。低于成本的价格会被拦下。',
      },
      {
        q: '质检结果和在线商品在哪里看？',
        a: '「模板发布 › 质检结果」显示 Temu 的质检时间与结论；「在线商品」显示已上架的商品，点击「同步」可立即刷新。',
      },
    ],
  },
  {
    key: 'order',
    title: '订单与支付',
    path: '/order/orderTemu',
    items: [
      {
        q: '备货单为什么要支付？',
        a: '备货单支付的是生产费用（底版、印刷与包装），支付后订单自动推送到工厂生产。余额不足时先充值再支付。',
      },
      {
        q: '子账号看不到「支付」按钮？',
        a: '支付需要「订单支付」权限，请主账号在「个人中心 › 子账号管理」为该子账号开通。',
      },
      {
        q: '如何发货？',
        a: '订单生产完成后在「订单管理 › 发货台」装箱、打印箱唛并发货，物流单号自动回传 Temu。',
      },
    ],
  },
  {
    key: 'money',
    title: '充值与提现',
    path: '/statistics/clientUserAccountRecord',
    items: [
      {
        q: '充值多久到账？',
        a: '在线支付成功后立即到账，余额显示在页面右上角；每一笔变动都记录在「数据统计 › 交易记录」。',
      },
      {
        q: '提现多久到账？能撤回吗？',
        a: '提现申请提交后金额立即冻结，运营审核打款后在提现记录中显示「打款流水号」。审核前可以「取消提现」，冻结的金额原数退回余额。',
      },
      {
        q: '提现被驳回了怎么办？',
        a: '驳回的金额已原数退回余额，提现记录里写明了驳回原因，修改收款信息后可重新申请。',
      },
    ],
  },
  {
    key: 'account',
    title: '账号与子账号',
    path: '/system/userInfo',
    items: [
      {
        q: '忘记密码怎么办？',
        a: '在登录页点击「忘记密码」，用绑定的手机号接收验证码并设置新密码。重置后，其他设备上的登录会全部失效。',
      },
      {
        q: '子账号能做什么？',
        a: '子账号只能使用主账号开通的功能：菜单里只出现有权限的页面，没有资金权限的子账号看不到余额。',
      },
      {
        q: '会员有什么用？',
        a: '会员享受更低的底版价、更多的店铺与子账号额度和更高的每日发布次数，在「个人中心 › 购买会员」开通。',
      },
    ],
  },
];

/** The groups whose question or answer contains `keyword` (all of them for an empty keyword). */
export function searchFaq(groups: readonly FaqGroup[], keyword: string): FaqGroup[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...groups];
  return groups
    .map((g) => ({
      ...g,
      items: g.items.filter((i) => `${g.title} ${i.q} ${i.a}`.toLowerCase().includes(k)),
    }))
    .filter((g) => g.items.length > 0);
}
