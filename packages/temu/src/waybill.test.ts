import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TemuApiError } from './errors';
import { type DownloadLike, downloadWaybill, waybillHeaders } from './waybill';

const creds = { appKey: '47bb4bb7769e12d9f7aa93cf029fe529', appSecret: 'ac0a3e952eaaa5b19c0e615c2ef497f50afa6e49' };
const token = '1zz6vlvwq1kulyyyybkdy0bfwnlrgfls8e4ssefhxpanh1mltyodjacc';
const nowMs = 1_739_688_901_250;
const gateway = 'https://openapi.kuajingmaihuo.com';
// The reference's sample URL (bg.shiporder.express.note.get.md, Temu doc 121 §二), its elided parts filled in.
const sampleUrl = 'https://openapi.kuajingmaihuo.com/cn-caster-waybill/b35bcfc1/6ebc2744-0001.pdf?signOApp=x';

const pdf = new TextEncoder().encode('%PDF-1.4\n%fake but shaped\n');
function recorder(answer: { status: number; body: Uint8Array }) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fetchFn: DownloadLike = async (url, init) => {
    seen.push({ url, headers: init.headers });
    return { status: answer.status, arrayBuffer: async () => answer.body.slice().buffer };
  };
  return { seen, fetchFn };
}

describe('waybill PDF download (Temu doc 121 §三)', () => {
  it('signs app-key, access-token and timestamp: sorted by ASCII, key+value, app_secret on both ends, MD5 upper', () => {
    // Written out by hand from the rule, not through signParams: access-token < app-key < timestamp.
    const plain = `${creds.appSecret}access-token${token}app-key${creds.appKey}timestamp1739688901${creds.appSecret}`;
    const expected = createHash('md5').update(plain).digest('hex').toUpperCase();
    expect(waybillHeaders(creds, token, nowMs)).toEqual({
      'app-key': creds.appKey,
      'access-token': token,
      timestamp: '1739688901',
      sign: expected,
    });
  });

  it('GETs the sample URL with the signed headers and answers the PDF bytes', async () => {
    const r = recorder({ status: 200, body: pdf });
    const bytes = await downloadWaybill(r.fetchFn, creds, {
      url: sampleUrl,
      gateway,
      accessToken: token,
      nowMs,
      timeoutMs: 5000,
    });
    expect(Buffer.from(bytes).toString('latin1')).toBe(Buffer.from(pdf).toString('latin1'));
    expect(r.seen).toHaveLength(1);
    expect(r.seen[0].url).toBe(sampleUrl);
    expect(r.seen[0].headers['access-token']).toBe(token);
  });

  it('never sends the token to a URL off the gateway origin', async () => {
    const r = recorder({ status: 200, body: pdf });
    for (const url of [
      'https://evil.example/cn-caster-waybill/a.pdf',
      'http://openapi.kuajingmaihuo.com/a.pdf',
      'not a url',
    ]) {
      const err = await downloadWaybill(r.fetchFn, creds, {
        url,
        gateway,
        accessToken: token,
        nowMs,
        timeoutMs: 5000,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TemuApiError);
      expect((err as TemuApiError).message).toMatch(/面单地址/);
    }
    expect(r.seen).toHaveLength(0);
  });

  it('refuses an answer that is not a PDF, in Chinese', async () => {
    for (const answer of [
      { status: 403, body: new TextEncoder().encode('{"success":false}') },
      { status: 200, body: new TextEncoder().encode('<html>expired</html>') },
    ]) {
      const r = recorder(answer);
      await expect(
        downloadWaybill(r.fetchFn, creds, { url: sampleUrl, gateway, accessToken: token, nowMs, timeoutMs: 5000 }),
      ).rejects.toThrow(/下载面单失败/);
    }
  });
});
