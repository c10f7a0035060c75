/**
 * The two marketplaces the publishing core serves: which tables hold their templates and publishes. The tables,
 * routes and job names stay each marketplace's own (the web and e2e depend on them); the logic over them is shared.
 */
export interface Publishing<
  T extends 'temu_templates' | 'shein_templates',
  P extends 'temu_publishes' | 'shein_publishes',
> {
  platform: 'temu' | 'shein';
  /** As the seller reads it. */
  label: 'Temu' | 'Shein';
  templates: T;
  publishes: P;
}
export const TEMU_PUBLISHING: Publishing<'temu_templates', 'temu_publishes'> = {
  platform: 'temu',
  label: 'Temu',
  templates: 'temu_templates',
  publishes: 'temu_publishes',
};
export const SHEIN_PUBLISHING: Publishing<'shein_templates', 'shein_publishes'> = {
  platform: 'shein',
  label: 'Shein',
  templates: 'shein_templates',
  publishes: 'shein_publishes',
};
export type AnyPublishing = typeof TEMU_PUBLISHING | typeof SHEIN_PUBLISHING;
