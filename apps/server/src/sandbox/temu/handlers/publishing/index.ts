import type { SandboxTemuTiming } from '../../../../modules/marketplace/config';
import type { TemuTypeHandler } from '../registry';
import { accountHandlers } from './account';
import { catalogHandlers } from './catalog';
import { goodsHandlers } from './goods';
import { imageUploadHandlers } from './images';
import { sizeChartHandlers } from './size-charts';

/**
 * The publishing flow (flows.md (a)) validated against the reference: account, category tree and templates,
 * specs, size charts, image upload, goods add / list / detail.
 */
export const publishingHandlers = (timing: SandboxTemuTiming): TemuTypeHandler[] => [
  ...accountHandlers,
  ...catalogHandlers,
  ...sizeChartHandlers,
  ...imageUploadHandlers,
  ...goodsHandlers(timing),
];
