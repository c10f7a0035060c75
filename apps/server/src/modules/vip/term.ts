import { DAY_MS, NO_VIP } from '@podbench/contract';
import { conflict } from '../../lib/app-error';

export interface VipState {
  level: number;
  expireTime: number | null;
}

export interface VipTerm {
  action: 'new' | 'renew' | 'upgrade';
  startsAt: number;
  expiresAt: number;
  /** Remaining time of a lower level that an upgrade ends. */
  forfeitedMs: number;
}

export const isVipActive = (s: VipState, now: number) =>
  s.level > NO_VIP && s.expireTime !== null && s.expireTime > now;

/**
 * The membership rule:
 * - none or expired → the plan starts now;
 * - same level, active → renewal: the period is added to the current expiry (nothing is lost by renewing early);
 * - higher level, active → upgrade: the higher level starts now and the lower level's remaining time ends (it is
 *   not carried over, so an upgrade never grants the higher level for time paid at the lower price);
 * - lower level while a higher one is active → refused (409), buy it after the current one expires.
 */
export function computeVipTerm(state: VipState, plan: { level: number; duration_days: number }, now: number): VipTerm {
  const duration = Number(plan.duration_days) * DAY_MS;
  if (!isVipActive(state, now) || state.expireTime === null) {
    return { action: 'new', startsAt: now, expiresAt: now + duration, forfeitedMs: 0 };
  }
  if (plan.level === state.level) {
    return { action: 'renew', startsAt: state.expireTime, expiresAt: state.expireTime + duration, forfeitedMs: 0 };
  }
  if (plan.level > state.level) {
    return { action: 'upgrade', startsAt: now, expiresAt: now + duration, forfeitedMs: state.expireTime - now };
  }
  throw conflict(`当前已是更高等级会员（VIP${state.level}），请在到期后再购买低等级套餐`);
}
