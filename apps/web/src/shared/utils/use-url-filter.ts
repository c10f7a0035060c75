import { TEMU_ORDER_STATES, type TemuOrderState } from '@podbench/contract';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

type UrlValues = Partial<Record<string, string>>;

/**
 * Filters a list takes from its URL, so a link opens it filtered (经营概览's numbers: `/order/orderTemu?state=unpaid`,
 * `/publish/qualityCheck?result=2`). `apply` gets the named parameters present, on opening and whenever they change
 * (a kept-alive list opened again by another link). Parameters absent or empty leave the list's filters alone.
 */
export function useUrlFilter(names: readonly string[], apply: (values: UrlValues) => void) {
  const [params] = useSearchParams();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const key = names.map((n) => `${n}=${params.get(n) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what the parameters say; names are constant
  useEffect(() => {
    const values: UrlValues = {};
    for (const n of names) {
      const v = params.get(n);
      if (v) values[n] = v;
    }
    if (Object.keys(values).length) applyRef.current(values);
  }, [key]);
}

/** `state` (a platform state) and `beginTime` / `endTime` (YYYY-MM-DD, whole days) of the order list. */
export function orderFilterFromUrl(v: UrlValues): { state?: TemuOrderState; beginTime?: number; endTime?: number } {
  const out: { state?: TemuOrderState; beginTime?: number; endTime?: number } = {};
  if (v.state && (TEMU_ORDER_STATES as readonly string[]).includes(v.state)) out.state = v.state as TemuOrderState;
  const day = (s: string | undefined) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s).isValid() ? dayjs(s) : null);
  const begin = day(v.beginTime);
  const end = day(v.endTime);
  if (begin && end && !end.isBefore(begin)) {
    out.beginTime = begin.startOf('day').valueOf();
    out.endTime = end.endOf('day').valueOf();
  }
  return out;
}

/** `result` of the QC list: 1 合格, 2 不合格. */
export const qcFilterFromUrl = (v: UrlValues): { result?: number } =>
  v.result === '1' || v.result === '2' ? { result: Number(v.result) } : {};

/** `state` of a publish list, when it is one of the marketplace's states. */
export const publishFilterFromUrl = <S extends string>(v: UrlValues, states: readonly S[]): { state?: S } =>
  v.state && (states as readonly string[]).includes(v.state) ? { state: v.state as S } : {};
