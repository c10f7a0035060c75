import type { Executor } from '../../db';
import { getVipBenefits } from '../vip/benefits';

/** How many live shops a main account may hold: its VIP level's shop limit (non-VIP defaults included). */
export async function getShopLimit(db: Executor, mainId: number): Promise<number> {
  return (await getVipBenefits(db, mainId)).shopLimit;
}
