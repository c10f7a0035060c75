import type { Executor } from '../../db';
import { AppError } from '../../lib/app-error';
import { formatSize } from '../../lib/format-size';
import { getVipBenefits } from '../vip/benefits';
import { sumFileBytes } from './repository';

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** What the seller stores against what their VIP level allows (non-VIP defaults included). */
export async function readStorageUsage(db: Executor, mainId: number): Promise<StorageUsage> {
  const [usedBytes, benefits] = await Promise.all([sumFileBytes(db, mainId), getVipBenefits(db, mainId)]);
  return { usedBytes, quotaBytes: benefits.storageQuotaBytes };
}

/** Refuses a commit that would take the seller over quota. Call with the seller's file lock held. */
export async function assertQuota(db: Executor, mainId: number, newBytes: number): Promise<void> {
  if (newBytes <= 0) return;
  const { usedBytes, quotaBytes } = await readStorageUsage(db, mainId);
  if (usedBytes + newBytes > quotaBytes) {
    throw new AppError(
      413,
      `存储空间不足：已用 ${formatSize(usedBytes)}，共 ${formatSize(quotaBytes)}，本次需要 ${formatSize(newBytes)}。` +
        '请清空回收站或升级会员后再上传',
      { usedBytes, quotaBytes, requiredBytes: newBytes },
    );
  }
}
