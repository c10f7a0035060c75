import type { NoticeView, PageResult } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertNotice, NoticeStatus, setNoticeStatus } from '../src/modules/notice/repository';
import { DEMO, newSeller, signIn } from './account-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let demo: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  demo = await signIn(t, DEMO.userName, DEMO.password);
  const base = Date.now();
  ids.older = await insertNotice(db, { title: '旧公告', content: 'a', status: NoticeStatus.PUBLISHED }, base + 1);
  ids.newer = await insertNotice(db, { title: '新公告', content: 'b', status: NoticeStatus.PUBLISHED }, base + 2);
  ids.draft = await insertNotice(db, { title: '草稿', content: 'c' }, base + 3);
});

const page = (token: string, qs = '') =>
  t.call<PageResult<NoticeView>>({ method: 'GET', url: `/api/notice/page${qs}`, token });
const unread = async (token: string) =>
  (await t.call<{ unread: number }>({ method: 'GET', url: '/api/notice/unread', token })).data.unread;
const detail = (token: string, id: number) =>
  t.call<NoticeView>({ method: 'GET', url: `/api/notice/detail?id=${id}`, token });
const read = (token: string, payload: Record<string, unknown>) =>
  t.call<{ unread: number }>({ method: 'POST', url: '/api/notice/read', payload, token });

describe('notices', () => {
  it('lists published notices newest first, with the seeded welcome notice, all unread', async () => {
    const s = await newSeller(t, 'reader');
    const r = await page(s.token);
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(3);
    expect(r.data.rows.map((n) => n.title)).toEqual(['新公告', '旧公告', expect.stringContaining('欢迎使用')]);
    expect(r.data.rows.every((n) => !n.read)).toBe(true);
    expect(await unread(s.token)).toBe(3);
    expect((await page(s.token, '?pageNum=2&pageSize=2')).data.rows).toHaveLength(1);
  });

  it('detail marks one read; unreadOnly filters; unreadOnly=false does not', async () => {
    const s = await newSeller(t, 'reader');
    const d = await detail(s.token, ids.newer);
    expect(d.data).toMatchObject({ id: ids.newer, title: '新公告', content: 'b', read: true });
    expect(await unread(s.token)).toBe(2);
    expect((await page(s.token)).data.rows.find((n) => n.id === ids.newer)?.read).toBe(true);
    const only = await page(s.token, '?unreadOnly=true');
    expect(only.data.total).toBe(2);
    expect(only.data.rows.map((n) => n.id)).not.toContain(ids.newer);
    expect((await page(s.token, '?unreadOnly=false')).data.total).toBe(3);
    expect((await page(s.token, '?unreadOnly=maybe')).status).toBe(400);
    // reading again changes nothing
    expect((await detail(s.token, ids.newer)).code).toBe(200);
    expect(await unread(s.token)).toBe(2);
  });

  it('read state is per user: another account’s reads do not count', async () => {
    const a = await newSeller(t, 'reader');
    const b = await newSeller(t, 'reader');
    await read(a.token, {});
    expect(await unread(a.token)).toBe(0);
    expect(await unread(b.token)).toBe(3);
  });

  it('POST read: given ids (idempotent, unknown and draft ids skipped) or all', async () => {
    const s = await newSeller(t, 'reader');
    expect((await read(s.token, { ids: [ids.older, ids.older, ids.draft, 999_999] })).data.unread).toBe(2);
    expect((await read(s.token, { ids: [ids.older] })).data.unread).toBe(2);
    expect((await read(s.token, { ids: [] })).data.unread).toBe(2);
    expect((await read(s.token, {})).data.unread).toBe(0);
    expect((await read(s.token, {})).data.unread).toBe(0);
    const rows = await db.selectFrom('notice_reads').select('notice_id').where('user_id', '=', s.id).execute();
    expect(rows.map((r) => Number(r.notice_id))).not.toContain(ids.draft);
    expect((await read(s.token, { ids: [0] })).status).toBe(400);
  });

  it('drafts and unknown ids answer 404; unpublishing hides a notice, publishing brings it back on top', async () => {
    expect((await detail(demo, ids.draft)).status).toBe(404);
    expect((await detail(demo, 999_999)).msg).toBe('公告不存在或已下线');
    await setNoticeStatus(db, ids.older, NoticeStatus.DRAFT);
    expect((await detail(demo, ids.older)).status).toBe(404);
    expect((await page(demo)).data.total).toBe(2);
    await setNoticeStatus(db, ids.older, NoticeStatus.PUBLISHED, Date.now() + 10_000);
    expect((await page(demo)).data.rows[0].id).toBe(ids.older);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/notice/page' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/notice/unread' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/notice/read', payload: {} })).status).toBe(401);
  });
});
