import { z } from 'zod';

export const siteConfig = z.object({
  siteName: z.string(),
  title: z.string(),
  projectTitle: z.string(),
  /** The operator's QR image ('' until configured: the widget then shows text and hours only). */
  customerServiceQr: z.string(),
  customerServiceText: z.string(),
  /** 服务时间, e.g. 工作日 9:00-18:00 ('' when not set). */
  customerServiceHours: z.string(),
  productionHosts: z.array(z.string()),
  projectType: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
