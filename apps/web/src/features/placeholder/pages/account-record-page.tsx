import { ComingSoon } from '../components/coming-soon';

export default function AccountRecordPage() {
  return (
    <ComingSoon
      title="交易记录"
      summary="账户余额的每一笔变动都有据可查。"
      capabilities={[
        '充值、开通会员、订单支付、退款、提现等全部流水',
        '按类型与日期筛选，按类型汇总并查看趋势图',
        '导出 Excel',
      ]}
      release="钱包模块"
    />
  );
}
