import { NO_VIP, NON_VIP_BENEFITS, type VipBenefits } from '@podbench/contract';
import type { Executor } from '../../db';
import { toBenefits } from './mapping';
import { findLevelPlan, readVipState } from './repository';
import { isVipActive } from './term';

export interface AccountBenefits extends VipBenefits {
  /** The active level, or -1. */
  vipType: number;
  levelName: string;
}

/**
 * What a main account may do now: discount %, shop limit, sub-account limit, storage quota and daily publish
 * quota of its active VIP level, or the non-VIP defaults when it has none (or it expired). Other features call
 * this to enforce their limits; pass the main account id (a sub-account works within its main account's plan).
 */
export async function getVipBenefits(db: Executor, mainId: number, now = Date.now()): Promise<AccountBenefits> {
  const state = await readVipState(db, mainId);
  if (state && isVipActive(state, now)) {
    const plan = await findLevelPlan(db, state.level);
    // A level without any plan left (withdrawn by the operator) keeps its vipType but grants only the defaults.
    return plan
      ? { vipType: state.level, levelName: plan.name, ...toBenefits(plan) }
      : { vipType: state.level, levelName: `VIP${state.level}`, ...NON_VIP_BENEFITS };
  }
  return { vipType: NO_VIP, levelName: '普通会员', ...NON_VIP_BENEFITS };
}
