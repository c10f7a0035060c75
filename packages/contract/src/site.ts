import { z } from 'zod';

export const siteConfig = z.object({
  siteName: z.string(),
  title: z.string(),
  projectTitle: z.string(),
  customerServiceQr: z.string(),
  customerServiceText: z.string(),
  productionHosts: z.array(z.string()),
  projectType: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
