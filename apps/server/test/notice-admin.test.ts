import {
  type AdminNotice,
  API,
  API_CONSOLE,
  type AuditLog,
  type NoticeView,
  type PageResult,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller } from './money-fixtures';

const t = await useTestApp();
const op = await newOperator(t);
const seller = await newSeller(t);

const post = <T = null>(url: string, payload: unknown, token = op.token) =>
  t.call<T>({ method: 'POST', url, payload: payload as Record<string, unknown>, token });
const sellerTitles = async () =>
  (await t.call<PageResult<NoticeView>>({ method: 'GET', url: API.notice.page, token: seller.token })).data.rows.map(
    (r) => r.title,
  );
const unread = async () =>
  (await t.call<{ unread: number }>({ method: 'GET', url: API.notice.unread, token: seller.token })).data.unread;

describe('operator › announcements', () => {
  it('a draft stays hidden; publishing shows it to sellers as unread; unpublishing takes it away; all audited', async () => {
    const before = await unread();
    const draft = await post<{ id: number }>(API_CONSOLE.notices.save, {
      title: '春节发货安排',
      content: '2 月 1 日起暂停生产',
    });
    expect(draft.code).toBe(200);
    expect(await sellerTitles()).not.toContain('春节发货安排');
    expect((await post(API_CONSOLE.notices.publish, { id: draft.data.id })).code).toBe(200);
    expect(await sellerTitles()).toContain('春节发货安排');
    expect(await unread()).toBe(before + 1);
    const again = await post(API_CONSOLE.notices.publish, { id: draft.data.id });
    expect(again.code).toBe(400);
    const edited = await post(API_CONSOLE.notices.save, {
      id: draft.data.id,
      title: '春节发货安排（更新）',
      content: '2 月 3 日起暂停生产',
    });
    expect(edited.code).toBe(200);
    expect(await sellerTitles()).toContain('春节发货安排（更新）');
    expect((await post(API_CONSOLE.notices.unpublish, { id: draft.data.id })).code).toBe(200);
    expect(await sellerTitles()).not.toContain('春节发货安排（更新）');
    const list = await t.call<PageResult<AdminNotice>>({
      method: 'GET',
      url: API_CONSOLE.notices.page,
      token: op.token,
    });
    expect(list.data.rows.find((r) => r.id === draft.data.id)).toMatchObject({
      status: 2,
      title: '春节发货安排（更新）',
    });
    const audit = await t.call<PageResult<AuditLog>>({
      method: 'GET',
      url: `${API_CONSOLE.audit.page}?targetType=notice&targetId=${draft.data.id}`,
      token: op.token,
    });
    expect(audit.data.rows.map((a) => a.action)).toEqual([
      'notice.unpublish',
      'notice.edit',
      'notice.publish',
      'notice.add',
    ]);
  });

  it('publishes at once when asked, counts readers, deletes', async () => {
    const made = await post<{ id: number }>(API_CONSOLE.notices.save, {
      title: '新品上架',
      content: '卫衣底板已上架',
      publish: true,
    });
    expect(await sellerTitles()).toContain('新品上架');
    await t.call({ method: 'GET', url: `${API.notice.detail}?id=${made.data.id}`, token: seller.token });
    const list = await t.call<PageResult<AdminNotice>>({
      method: 'GET',
      url: `${API_CONSOLE.notices.page}?status=1`,
      token: op.token,
    });
    expect(list.data.rows.find((r) => r.id === made.data.id)?.readCount).toBe(1);
    expect((await post(API_CONSOLE.notices.remove, { id: made.data.id })).code).toBe(200);
    expect(await sellerTitles()).not.toContain('新品上架');
    expect((await post(API_CONSOLE.notices.remove, { id: made.data.id })).code).toBe(404);
  });

  it('refuses bad input in Chinese, and sellers', async () => {
    for (const body of [
      { title: '', content: 'x' },
      { title: 'x', content: '' },
      { title: 'x'.repeat(201), content: 'x' },
    ]) {
      const r = await post(API_CONSOLE.notices.save, body);
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(API_CONSOLE.notices.save, { title: '越权', content: '越权' }, seller.token)).code).toBe(403);
    expect((await post(API_CONSOLE.notices.publish, { id: 1 }, seller.token)).code).toBe(403);
    expect((await post(API_CONSOLE.notices.publish, { id: 99_999_999 })).code).toBe(404);
  });
});
