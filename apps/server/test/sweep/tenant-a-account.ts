import { randomBytes } from 'node:crypto';
import { LedgerType } from '@podbench/contract';
import { applyBalanceChange } from '../../src/modules/ledger/service';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { newOperator } from '../money-fixtures';
import { ok, sellerCall } from './seller-api';

/** A's money and account records: a ledger row, a withdrawal, a recharge, a sub-account and a read notice. */
export async function makeAccountResources(t: TestApp, seller: Seller, mark: string) {
  const db = t.runtime.ctx.db;
  const call = sellerCall(t, seller);

  // a ledger row only A's records, summary and export can show
  await applyBalanceChange(db, {
    mainId: seller.mainId,
    type: LedgerType.ADJUST,
    amountFen: 1,
    refType: 'test',
    refId: `${mark}-ledger`,
    remark: `${mark}调整`,
  });
  const withdraw = ok(
    await call<{ id: number }>('POST', '/api/withdraw/apply', {
      amountFen: 1_000,
      payeeType: 'alipay',
      payeeName: `${mark}收款人`,
      payeeAccount: `${mark}@example.com`,
    }),
    'withdraw',
  );
  const recharge = ok(
    await call<{ outTradeNo: string }>('POST', '/api/recharge/create', { amountFen: 1_000, method: 'sandbox' }),
    'recharge',
  );
  const subName = `sub${randomBytes(4).toString('hex')}`;
  ok(
    await call('POST', '/api/clientUser/add', {
      userName: subName,
      nickName: `${mark}子账号`,
      password: 'secret123',
      permissions: [],
    }),
    'sub',
  );

  const op = await newOperator(t);
  const notice = ok(
    await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/admin/notice/save',
      token: op.token,
      payload: { title: '租户测试公告', content: '内容', publish: true },
    }),
    'notice',
  );
  ok(await call('POST', '/api/notice/read', { ids: [notice.id] }), 'notice read');
  return { withdraw, recharge, subName, notice };
}
