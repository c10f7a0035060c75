import { describe, expect, it } from 'vitest';
import { TemuClient } from '../client';
import { manualClock } from '../clock';
import { TemuApiError } from '../errors';
import type { FetchLike } from '../transport';
import { TemuRequestInvalidError, temuTyped } from './calls';
import { parseReferenceSample, referenceManifest } from './reference-samples';
import type { TemuTypeName } from './registry';

const GATEWAYS = { CN: 'https://cn.example', PA: 'https://pa.example' };
const TOKEN = 'tok-abcdefghijklmnopqrstuvwxyz0123456789';
const sample = (type: TemuTypeName, kind: 'request' | 'response') => {
  const f = referenceManifest().find((x) => x.type === type && x.kind === kind);
  if (!f) throw new Error(`no ${kind} sample for ${type}`);
  return parseReferenceSample(f) as Record<string, unknown>;
};

/** Answers every request with the given envelopes in turn and records what was sent where. */
function gateway(...answers: unknown[]) {
  const seen: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, body: JSON.parse(init.body) });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    return { status: 200, headers: { get: () => null }, text: async () => JSON.stringify(answer) };
  };
  const client = new TemuClient({
    appKey: 'k',
    appSecret: 's',
    gateways: GATEWAYS,
    fetch,
    clock: manualClock(),
    random: () => 0.5,
  });
  return { client, seen };
}

describe('typed calls per type', () => {
  it('goods.add: sends the checked body flat to PA as bg.glo.goods.add and returns the typed result', async () => {
    const { client, seen } = gateway(sample('bg.glo.goods.add', 'response'));
    const body = sample('bg.glo.goods.add', 'request');
    const result = await temuTyped(client).goodsAdd(body as never, { accessToken: TOKEN });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('https://pa.example/openapi/router');
    expect(seen[0].body.type).toBe('bg.glo.goods.add');
    expect(seen[0].body.productSkcReqs).toEqual(body.productSkcReqs);
    expect(result.productId).toBe(8141774459);
    expect(result.productSkuList[0].skuSpecList.map((s) => s.specName)).toEqual(['黑色', 'S']);
  });

  it('refuses an invalid request before anything is sent', async () => {
    const { client, seen } = gateway(sample('bg.glo.goods.add', 'response'));
    const bad = {
      ...sample('bg.glo.goods.add', 'request'),
      productPropertyReqs: [{ propName: '材料', propValue: '涤纶' }],
    };
    const err = await temuTyped(client)
      .goodsAdd(bad as never, { accessToken: TOKEN })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TemuRequestInvalidError);
    expect((err as TemuRequestInvalidError).issues[0].path).toMatch(/^productPropertyReqs\.0\./);
    expect((err as Error).message).toContain('bg.glo.goods.add');
    expect(seen).toHaveLength(0);
  });

  it('goods.add is not repeated after a system error (not idempotent)', async () => {
    const { client, seen } = gateway({
      success: false,
      errorCode: 4000000,
      errorMsg: 'SYSTEM_EXCEPTION',
      requestId: 'pa-1',
    });
    const body = sample('bg.glo.goods.add', 'request');
    const err = await temuTyped(client)
      .goodsAdd(body as never, { accessToken: TOKEN })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TemuApiError);
    expect(seen).toHaveLength(1);
  });

  it('a shop-bound caller: cats.get goes to CN with the shop token; a read is retried after a system error', async () => {
    const { client, seen } = gateway(
      { success: false, errorCode: 4000000, errorMsg: 'SYSTEM_EXCEPTION', requestId: 'cn-1' },
      sample('bg.goods.cats.get', 'response'),
    );
    const shop = client.forShop({ accessToken: TOKEN, shopKey: '1052202882' });
    const result = await shop.types.catsGet({ parentCatId: 27011 });
    expect(seen).toHaveLength(2);
    expect(seen[1].url).toBe('https://cn.example/openapi/router');
    expect(seen[1].body).toMatchObject({ type: 'bg.goods.cats.get', parentCatId: 27011, access_token: TOKEN });
    expect(result.categoryDTOList[0]).toMatchObject({ catId: 27012, catType: 1, isLeaf: false });
  });

  it('each type goes to the gateway the reference names', async () => {
    const cases: Array<[TemuTypeName, 'CN' | 'PA']> = [
      ['bg.mall.info.get', 'CN'],
      ['bg.open.accesstoken.info.get', 'CN'],
      ['bg.glo.goods.parentspec.get', 'PA'],
      ['bg.goods.sizecharts.class.get', 'CN'],
      ['bg.glo.goods.detail.get', 'PA'],
    ];
    for (const [type, zone] of cases) {
      const { client, seen } = gateway(sample(type, 'response'));
      await client.callType(type, sample(type, 'request') as never, { accessToken: TOKEN });
      expect(seen[0].url, type).toBe(`https://${zone.toLowerCase()}.example/openapi/router`);
      expect(seen[0].body.type, type).toBe(type);
    }
  });

  it('an answer that does not match the documented result is an invalid response, not data', async () => {
    const { client } = gateway({
      success: true,
      errorCode: 1000000,
      errorMsg: '',
      requestId: 'pa-2',
      result: { url: 'x' },
    });
    const err = await temuTyped(client)
      .imageUploadGlobal({ image: 'data:image/png;base64,iVBORw0KGgo=' }, { accessToken: TOKEN })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TemuApiError);
    expect((err as TemuApiError).kind).toBe('invalid_response');
    expect((err as Error).message).toContain('imageUrl');
  });
});
