import { DEFAULT_PROJECT_TITLE, DEFAULT_SITE_TITLE, PROJECT_TYPE, type SiteConfig } from '@podbench/contract';
import type { Executor } from '../index';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: DEFAULT_SITE_TITLE,
  title: DEFAULT_SITE_TITLE,
  projectTitle: DEFAULT_PROJECT_TITLE,
  // No QR until the operator uploads one (站点设置): the widget shows the text and hours meanwhile.
  customerServiceQr: '',
  customerServiceText: '请使用微信扫码添加客服',
  customerServiceHours: '工作日 9:00-18:00',
  productionHosts: ['podbench.cn', 'www.podbench.cn'],
  projectType: PROJECT_TYPE,
};

/** Inserts each default key that is missing; never overwrites an operator's value. */
export async function seedSiteConfig(db: Executor) {
  const now = Date.now();
  for (const [key, value] of Object.entries(DEFAULT_SITE_CONFIG)) {
    await db
      .insertInto('site_config')
      .values({ key, value: JSON.stringify(value), updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
