import { TemuApiError, TemuRequestInvalidError } from '@podbench/temu';
import { publishErrorText } from '../publish-core/state';
import { GOODS_ADD_MESSAGES } from './goods-add-messages';
import { PublishRefused } from './size-chart';

/** Codes Temu documents as "retry" for goods.add and list.get (1000001 服务器开小差, 1000005 系统异常). */
const RETRY_CODES = new Set([1000001, 1000005, 5000000]);
/** 2000197 已超出今日发品数量限制. */
export const DAILY_CAP_CODE = 2000197;
export const DUPLICATE_CODE = 2000168;
/** The reserve-balance refusals and what the seller does about each. */
const RESERVE_ADVICE: Record<number, string> = {
  2000173: '请到 Temu 卖家中心【结算管理-资金中心】充值预留金额后，在发布记录中点「重试」',
  2000187: '请到 Temu 卖家中心【结算管理-资金中心】充值预留金额后再发布定制商品（或在模板中关闭「定制品」）',
  2000198: '请等待货款回款足额后再发布定制商品（或在模板中关闭「定制品」），然后在发布记录中点「重试」',
};

const numericCode = (err: unknown) => {
  if (!(err instanceof TemuApiError)) return null;
  const c = err.errorCode;
  if (typeof c === 'number') return c;
  return typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : null;
};

/** Temu's own message for a documented code (the answer's text, else the reference's verbatim text). */
function temuText(err: TemuApiError, code: number) {
  return (err.temuMessage?.trim() || GOODS_ADD_MESSAGES[code]) ?? err.message;
}

/** How a failed call ends the run. */
type Verdict =
  | { kind: 'transient'; message: string; code: number | null; mayHaveCreated: boolean }
  | { kind: 'defer'; message: string; code: number }
  | { kind: 'duplicate'; message: string; code: number }
  | { kind: 'refused'; message: string; code: number | null };

export function verdictOf(err: unknown): Verdict {
  if (err instanceof TemuRequestInvalidError)
    return { kind: 'refused', code: null, message: `发布失败：${err.message}` };
  if (err instanceof PublishRefused) return { kind: 'refused', code: null, message: err.message };
  if (!(err instanceof TemuApiError))
    return { kind: 'transient', code: null, mayHaveCreated: true, message: '发布中断（系统内部错误），将重试' };
  const code = numericCode(err);
  if (code === DAILY_CAP_CODE)
    return {
      kind: 'defer',
      code,
      message: `Temu 提示（${code}）：${temuText(err, code)}。已改到次日自动发布，无需操作`,
    };
  if (code === DUPLICATE_CODE)
    return { kind: 'duplicate', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}` };
  if (code !== null && RESERVE_ADVICE[code])
    return { kind: 'refused', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}。${RESERVE_ADVICE[code]}` };
  if (code !== null && RETRY_CODES.has(code))
    return { kind: 'transient', code, mayHaveCreated: true, message: `Temu 提示（${code}）：${temuText(err, code)}` };
  if (err.kind === 'network' || err.kind === 'invalid_response' || err.kind === 'system')
    return { kind: 'transient', code, mayHaveCreated: true, message: err.message };
  if (err.kind === 'rate_limit') return { kind: 'transient', code, mayHaveCreated: false, message: err.message };
  if (code !== null && GOODS_ADD_MESSAGES[code])
    return { kind: 'refused', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}` };
  return { kind: 'refused', code, message: publishErrorText(err) };
}

/** The start of the next Beijing day (UTC+8), where a deferred publish runs again (+ a minute). */
export function nextBeijingDay(now: number) {
  const bj = now + 8 * 3600_000;
  return bj - (bj % 86_400_000) + 86_400_000 - 8 * 3600_000 + 60_000;
}
