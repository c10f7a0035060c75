import type { PageResult } from '@podbench/contract';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { http } from '@/shared/request/request';

/**
 * One publishing core for every marketplace: the template list, the editor frame, the publish dialog, the design
 * picker and the publishes table are written once here and told what differs by a marketplace descriptor (its name,
 * routes, the contract's API calls, labels and rules). temu-publish and shein-publish only describe themselves and
 * keep what is truly theirs (Temu's attribute-template form, spec mapping, size chart; Shein's own fields).
 */

/** The shapes a marketplace's contract gives the shared pieces. */
export interface MarketplaceTypes {
  row: TemplateRowBase;
  detail: { id: number };
  body: object;
  saved: { id: number; problems: Array<{ field: string; message: string }> };
  state: string;
  publishRow: PublishRowBase;
}

/** What every marketplace's template list row has. */
export interface TemplateRowBase {
  id: number;
  title: string;
  categoryPath: string;
  imageUrl: string | null;
  priceMinFen: number | null;
  priceMaxFen: number | null;
  problemCount: number;
  publishedCount: number;
  updatedAt: number;
}

/** What every marketplace's publish job row has. */
export interface PublishRowBase {
  id: number;
  templateId: number;
  title: string;
  shopName: string;
  state: string;
  error: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface PublishPageOf<T extends MarketplaceTypes> {
  rows: T['publishRow'][];
  total: number;
  counts: Partial<Record<T['state'], number>>;
}

export interface TemplateQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export interface PublishQuery<S extends string = string> {
  pageNum: number;
  pageSize: number;
  state?: S;
  shopId?: number;
  templateId?: number;
}

/** The paths both contracts name alike (TEMU_TEMPLATE_API, SHEIN_TEMPLATE_API). */
export interface PublishingPaths {
  page: string;
  detail: string;
  save: string;
  remove: string;
  fromDesign: string;
  upload: string;
  publishPage: string;
  retry: string;
}

/** The API client of a marketplace's templates and publishes, built from its contract's paths. */
export function publishingCalls<T extends MarketplaceTypes>(paths: PublishingPaths) {
  return {
    page: (q: TemplateQuery) => http.get<PageResult<T['row']>>(paths.page, { ...q }),
    detail: (id: number) => http.get<T['detail']>(paths.detail, { id }),
    save: (v: { id: number | null; template: T['body'] }) => http.post<T['saved']>(paths.save, v),
    remove: (id: number) => http.post<null>(paths.remove, { id }),
    fromDesign: (designId: number) => http.post<{ id: number }>(paths.fromDesign, { designId }),
    /** Queues templates × shops. The request layer shows no toast for it: the publish dialog shows the answer. */
    upload: (v: { templateIds: number[]; shopIds: number[] }) => http.post<{ queued: number }>(paths.upload, v),
    publishPage: (q: PublishQuery<T['state']>) => http.get<PublishPageOf<T>>(paths.publishPage, { ...q }),
    retry: (id: number) => http.post<null>(paths.retry, { id }),
  };
}
export type PublishingCalls<T extends MarketplaceTypes> = ReturnType<typeof publishingCalls<T>>;

export interface ShopOption {
  value: number;
  label: string;
}

export interface Marketplace<T extends MarketplaceTypes> {
  /** 'Temu' / 'Shein', as the pages write it (发布到 Temu, 还没有授权的 Shein 店铺). */
  name: string;
  /** Prefix of the test ids the e2e suite reads ('' for Temu: publish-error; 'shein-': shein-publish-error). */
  testIdPrefix: string;
  routes: {
    list: string;
    editor: string;
    authorize: string;
    /** Where a queued publish is followed (Temu: /publish/temuPush?queued=n); without it the caller is told. */
    queued?: (n: number) => string;
    /** One publish's page (Temu: /publish/temuInfo?id=); without it the table has no 详情. */
    publishInfo?: (id: number) => string;
  };
  /** React Query keys: every mutation invalidates both. */
  keys: { templates: readonly string[]; publishes: readonly string[] };
  calls: PublishingCalls<T>;
  useShopOptions: () => ShopOption[];
  states: readonly T['state'][];
  stateLabel: Record<T['state'], string>;
  rules: { imagesMax: number };
  list: {
    title: string;
    deleteContent: string;
    emptyText: string;
    notReadyTip: string;
    priceTitle: string;
    specWidth: number;
    spec: (r: T['row']) => string;
    checkWidth: number;
    check: (r: T['row']) => ReactNode;
    isReady: (r: T['row']) => boolean;
    /** 批量发布: 'selected' counts every ticked row and skips the unready with a warning; 'ready' counts only those. */
    batch: 'selected' | 'ready';
  };
  editor: { title: string; notFoundHint: string; backText: string };
  picker: { title: string };
  publish: { hint: string };
  publishes: {
    pageSize: number;
    /** The shop filter and 刷新 above the table. */
    toolbar: boolean;
    feedbackTitle: string;
    /** What a row shows without an error (Temu: 商品 ID on success; Shein: the SPU). */
    published: (r: T['publishRow']) => ReactNode;
    timeColumns: ColumnsType<T['publishRow']>;
    emptyText?: string;
    retried: string;
  };
}
