import { documentedQualityHandlers } from './quality-documented';
import type { TemuTypeHandler } from './registry';

/**
 * bg.goods.qualityinspection.get / …detail.get as the reference documents them (`pageInfo` paging, rows without a
 * result field, `historyVOS[].qcDetail.flawDTOList`): see quality-documented.ts. Reverting the commit "sandbox
 * temu: QC types as documented" alone brings back the earlier invented shapes.
 */
export const qualityHandlers: TemuTypeHandler[] = documentedQualityHandlers;
