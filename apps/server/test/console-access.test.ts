import {
  API,
  API_CONSOLE,
  API_MONEY,
  type AuditLog,
  CATALOGUE_ADMIN_API as CAT,
  type PageResult,
  TEMU_LABEL_API,
  type Withdrawal,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { balanceOf, newOperator, newSeller } from './money-fixtures';

const t = await useTestApp();
const op = await newOperator(t);
const seller = await newSeller(t, 10_000);

/** Every operator endpoint: a seller gets 403, an anonymous caller 401, and nothing is written. */
const operatorEndpoints: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }[] = [
  { method: 'GET', url: API.menu.list },
  { method: 'GET', url: API.menu.listById.replace(':id', '1') },
  { method: 'GET', url: API.menu.detail.replace(':id', '1') },
  { method: 'PUT', url: API.menu.add, payload: { parentId: 0, menuName: '越权', path: '/x' } },
  { method: 'POST', url: API.menu.edit, payload: { menuId: 1, menuName: '越权' } },
  { method: 'DELETE', url: API.menu.remove.replace(':menuId', '1') },
  { method: 'GET', url: API_MONEY.adminWithdraw.page },
  { method: 'POST', url: API_MONEY.adminWithdraw.approve, payload: { id: 1, payoutReference: 'X1' } },
  { method: 'POST', url: API_MONEY.adminWithdraw.reject, payload: { id: 1, reason: '越权' } },
  { method: 'GET', url: API_CONSOLE.audit.page },
  { method: 'GET', url: API_CONSOLE.sellers.page },
  { method: 'GET', url: `${API_CONSOLE.sellers.detail}?id=1` },
  { method: 'POST', url: API_CONSOLE.sellers.changeStatus, payload: { id: 1, status: 1 } },
  {
    method: 'POST',
    url: API_CONSOLE.sellers.adjustBalance,
    payload: { id: 1, amountFen: 100, reason: '越权', requestId: 'adj-x-00001' },
  },
  { method: 'GET', url: API_CONSOLE.fulfilment.page },
  { method: 'POST', url: TEMU_LABEL_API.adminCreate, payload: { ids: [1], kind: 'barcode' } },
  { method: 'GET', url: API_CONSOLE.online },
  { method: 'GET', url: API_CONSOLE.vip.plans },
  {
    method: 'POST',
    url: API_CONSOLE.vip.save,
    payload: {
      id: 1,
      name: '越权',
      priceFen: 1,
      durationDays: 30,
      status: 0,
      benefits: {
        discountPercent: 0,
        shopLimit: 1,
        subAccountLimit: 0,
        storageQuotaBytes: 1073741824,
        dailyPublishQuota: 1,
      },
    },
  },
  {
    method: 'POST',
    url: API_CONSOLE.site.save,
    payload: { title: '越权', projectTitle: '越权', customerServiceQr: '/qr.svg', productionHosts: [] },
  },
  { method: 'GET', url: API_CONSOLE.notices.page },
  { method: 'POST', url: API_CONSOLE.notices.save, payload: { title: '越权', content: '越权' } },
  { method: 'POST', url: API_CONSOLE.notices.publish, payload: { id: 1 } },
  { method: 'POST', url: API_CONSOLE.notices.unpublish, payload: { id: 1 } },
  { method: 'POST', url: API_CONSOLE.notices.remove, payload: { id: 1 } },
  { method: 'GET', url: CAT.categories },
  { method: 'POST', url: CAT.categoryAdd, payload: { parentId: 0, name: '越权' } },
  { method: 'POST', url: CAT.categoryRename, payload: { id: 1, name: '越权' } },
  { method: 'POST', url: CAT.categoryReorder, payload: { parentId: 0, ids: [1] } },
  { method: 'POST', url: CAT.categoryRemove, payload: { id: 1 } },
  { method: 'GET', url: CAT.blanks },
  { method: 'GET', url: `${CAT.blank}?id=1` },
  { method: 'POST', url: CAT.blankSave, payload: { categoryId: 1, name: '越权', productionDays: 3 } },
  { method: 'POST', url: CAT.blankStatus, payload: { id: 1, status: 1 } },
  { method: 'POST', url: CAT.blankRemove, payload: { id: 1 } },
  { method: 'POST', url: CAT.blankBaseCost, payload: { id: 1, baseCostFen: 100 } },
  {
    method: 'POST',
    url: CAT.variantSave,
    payload: {
      id: 1,
      blankId: 1,
      colorName: '白',
      colorHex: '#FFFFFF',
      size: 'M',
      skuCode: 'X-1',
      baseCostFen: 1,
      weightG: 1,
    },
  },
  { method: 'POST', url: CAT.variantStatus, payload: { id: 1, status: 1 } },
  {
    method: 'POST',
    url: CAT.areaSave,
    payload: { blankId: 1, key: 'front', name: '越权', widthPx: 10, heightPx: 10, dpi: 300 },
  },
  { method: 'POST', url: CAT.areaRemove, payload: { id: 1 } },
  {
    method: 'POST',
    url: CAT.placementSave,
    payload: { blankId: 1, viewKey: 'front', areaKey: 'front', rect: { x: 0, y: 0, width: 1, height: 1 } },
  },
  { method: 'POST', url: CAT.mockupUpload, payload: { blankId: 1 } },
  { method: 'POST', url: CAT.viewRemove, payload: { blankId: 1, viewKey: 'front' } },
];

const auditCount = async () =>
  Number(
    (
      await t.runtime.ctx.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('operator endpoints refuse everyone but operators', () => {
  it.each(operatorEndpoints)('$method $url', async (e) => {
    const before = await auditCount();
    const anon = await t.call({ method: e.method, url: e.url, payload: e.payload as Record<string, unknown> });
    expect(anon.code).toBe(401);
    const asSeller = await t.call({
      method: e.method,
      url: e.url,
      token: seller.token,
      payload: e.payload as Record<string, unknown>,
    });
    expect(asSeller.code).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('lets the operator through', async () => {
    const r = await t.call({ method: 'GET', url: API_CONSOLE.audit.page, token: op.token });
    expect(r.code).toBe(200);
  });
});

describe('audit log', () => {
  const audit = (qs: string) =>
    t.call<PageResult<AuditLog>>({ method: 'GET', url: `${API_CONSOLE.audit.page}?${qs}`, token: op.token });

  it('records a withdrawal rejection with before/after in the same transaction, filterable', async () => {
    const s = await newSeller(t, 5_000);
    const w = await t.call<Withdrawal>({
      method: 'POST',
      url: API_MONEY.withdraw.apply,
      token: s.token,
      payload: { amountFen: 2_000, payeeType: 'alipay', payeeName: '李四', payeeAccount: 'lisi@example.com' },
    });
    expect(w.code).toBe(200);
    const r = await t.call<Withdrawal>({
      method: 'POST',
      url: API_MONEY.adminWithdraw.reject,
      token: op.token,
      payload: { id: w.data.id, reason: '收款账户信息有误' },
    });
    expect(r.code).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(5_000);
    const page = await audit(`targetType=withdraw&targetId=${w.data.id}`);
    expect(page.data.total).toBe(1);
    expect(page.data.rows[0]).toMatchObject({
      operatorId: op.id,
      action: 'withdraw.reject',
      targetId: String(w.data.id),
      before: { status: '待审核', amountFen: 2_000 },
      after: { reason: '收款账户信息有误' },
    });
    // A second rejection is refused and writes no audit row.
    const again = await t.call({
      method: 'POST',
      url: API_MONEY.adminWithdraw.reject,
      token: op.token,
      payload: { id: w.data.id, reason: '再次驳回' },
    });
    expect(again.code).toBe(409);
    expect((await audit(`targetType=withdraw&targetId=${w.data.id}`)).data.total).toBe(1);
  });

  it('records menu add/edit/remove and filters by action and operator', async () => {
    const added = await t.call<{ menuId: number }>({
      method: 'PUT',
      url: API.menu.add,
      token: op.token,
      payload: { parentId: 0, menuName: '审计测试', path: '/audit-test', component: 'Placeholder' },
    });
    expect(added.code).toBe(200);
    const id = added.data.menuId;
    const edited = await t.call({
      method: 'POST',
      url: API.menu.edit,
      token: op.token,
      payload: { menuId: id, menuName: '审计测试2' },
    });
    expect(edited.code).toBe(200);
    const removed = await t.call({
      method: 'DELETE',
      url: API.menu.remove.replace(':menuId', String(id)),
      token: op.token,
    });
    expect(removed.code).toBe(200);
    const rows = (await audit(`targetType=menu&targetId=${id}&operatorId=${op.id}`)).data.rows;
    expect(rows.map((r) => r.action)).toEqual(['menu.remove', 'menu.edit', 'menu.add']);
    expect(rows[1].before).toMatchObject({ menu_name: '审计测试' });
    expect(rows[1].after).toMatchObject({ menu_name: '审计测试2' });
    const byAction = await audit('action=menu.edit&pageSize=200');
    expect(byAction.data.rows.every((r) => r.action === 'menu.edit')).toBe(true);
    expect(byAction.data.rows.some((r) => r.targetId === String(id))).toBe(true);
  });

  it('rejects a bad filter with a Chinese message', async () => {
    const r = await audit('pageSize=999');
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/每页最多 200 条/);
  });
});
