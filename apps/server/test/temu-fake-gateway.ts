import { TEMU_TYPES, TemuClient, type TemuTypeName } from '@podbench/temu';
import { parseReferenceSample, referenceManifest } from '../../../packages/temu/src/types/reference-samples';
import { shopCaller, type TemuShopCaller } from '../src/modules/temu-publish/temu-shop';

/**
 * A Temu gateway of this test suite's own (not the sandbox): every type answers the reference pack's golden response
 * sample (packages/temu/test/fixtures/reference), verbatim, unless a test overrides that type. It records every call
 * (wire type and business parameters), so tests can assert what the product sent. It checks nothing itself: the
 * client's `callType` checks every request against the reference schema before it is sent.
 */
export interface FakeCall {
  type: string;
  params: Record<string, unknown>;
}
export type FakeAnswer =
  | { result: unknown }
  | { error: { errorCode: number; errorMsg: string } }
  /** The connection drops after the gateway received the call (the answer is lost). */
  | { lost: true };

export function goldenResult(type: TemuTypeName): unknown {
  const f = referenceManifest().find((x) => x.type === type && x.kind === 'response');
  if (!f) throw new Error(`no golden response for ${type}`);
  return (parseReferenceSample(f) as { result: unknown }).result;
}

const COMMON = new Set(['type', 'app_key', 'access_token', 'timestamp', 'data_type', 'version', 'sign']);

export function fakeTemuGateway() {
  const calls: FakeCall[] = [];
  const overrides = new Map<string, (params: Record<string, unknown>, n: number) => FakeAnswer>();
  const byWire = new Map(Object.entries(TEMU_TYPES).map(([name, def]) => [def.spec.type, name as TemuTypeName]));
  const counts = new Map<string, number>();
  const fetch = async (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Record<string, unknown>;
    const wire = String(body.type);
    const type = byWire.get(wire) ?? (wire as TemuTypeName);
    const params = Object.fromEntries(Object.entries(body).filter(([k]) => !COMMON.has(k)));
    calls.push({ type, params });
    const n = (counts.get(type) ?? 0) + 1;
    counts.set(type, n);
    const o = overrides.get(type);
    const answer: FakeAnswer = o ? o(params, n) : { result: goldenResult(type) };
    if ('lost' in answer) throw new TypeError('fetch failed: socket hang up');
    const envelope =
      'error' in answer
        ? { success: false, errorCode: answer.error.errorCode, errorMsg: answer.error.errorMsg, requestId: 'fake' }
        : { success: true, errorCode: 1000000, errorMsg: '', requestId: 'fake', result: answer.result };
    return {
      status: 200,
      headers: { get: () => null },
      text: async () => JSON.stringify(envelope),
    };
  };
  const client = new TemuClient({
    appKey: 'fake-app',
    appSecret: 'fake-secret',
    gateways: { CN: 'http://fake-temu/cn', PA: 'http://fake-temu/pa' },
    fetch,
    retry: { maxAttempts: 1 },
  });
  const caller: TemuShopCaller = shopCaller(client, { accessToken: 'fake-token', mallId: 'fake-mall' });
  return {
    calls,
    caller,
    /** Answers `type` with `fn` (its n-th call is `n`, from 1). */
    on(type: TemuTypeName, fn: (params: Record<string, unknown>, n: number) => FakeAnswer) {
      overrides.set(type, fn);
    },
    callsOf: (type: TemuTypeName) => calls.filter((c) => c.type === type),
  };
}
