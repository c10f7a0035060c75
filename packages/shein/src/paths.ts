import { z } from 'zod';
import {
  attributeTemplateInfo,
  attributeTemplateRequest,
  brandListInfo,
  brandListRequest,
  categoryTreeInfo,
  categoryTreeRequest,
  checkSupplierSkuInfo,
  checkSupplierSkuRequest,
  customAttributePermissionInfo,
  customAttributePermissionRequest,
  documentStateInfo,
  documentStateRequest,
  fillInStandardInfo,
  fillInStandardRequest,
  spuInfoInfo,
  spuInfoRequest,
} from './schemas/catalog';
import { transformPicInfo, transformPicRequest, uploadPicInfo } from './schemas/images';
import { publishOrEditInfo, publishOrEditRequest } from './schemas/publish';

const loose = z.looseObject({});
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

export interface SheinPathSpec {
  path: string;
  /** Safe to repeat after a transient failure. */
  idempotent: boolean;
  /** Sends the goods family's `language` header (reference README §6.4). */
  language?: boolean;
}

/** The paths the product calls, in one place (reference README §1). */
export const SHEIN_PATHS = {
  getByToken: { path: '/open-api/auth/get-by-token', idempotent: false },
  fillInStandard: { path: '/open-api/goods/query-publish-fill-in-standard', idempotent: true, language: true },
  brandList: { path: '/open-api/goods/query-brand-list', idempotent: true, language: true },
  categoryTree: { path: '/open-api/goods/query-category-tree', idempotent: true, language: true },
  attributeTemplate: { path: '/open-api/goods/query-attribute-template', idempotent: true, language: true },
  customAttributePermission: {
    path: '/open-api/goods/get-custom-attribute-permission-config',
    idempotent: true,
    language: true,
  },
  checkSupplierSku: { path: '/open-api/goods/product/check-supplierSku-repeated', idempotent: true },
  uploadPic: { path: '/open-api/goods/upload-pic', idempotent: true, language: true },
  transformPic: { path: '/open-api/goods/transform-pic', idempotent: true, language: true },
  publishOrEdit: { path: '/open-api/goods/product/publishOrEdit', idempotent: false, language: true },
  documentState: { path: '/open-api/goods/query-document-state', idempotent: true, language: true },
  spuInfo: { path: '/open-api/goods/spu-info', idempotent: true, language: true },
  purchaseOrders: { path: '/open-api/order/purchase-order-infos', idempotent: true },
} as const satisfies Record<string, SheinPathSpec>;
/** The JSON calls of `SheinClient.call` (upload-pic is multipart: `SheinClient.uploadPic`). */
export type SheinPathName = Exclude<keyof typeof SHEIN_PATHS, 'getByToken' | 'uploadPic'>;

/** Request bodies, strict: the client refuses to send a body the reference does not describe. */
export const SHEIN_REQUEST_SCHEMAS: Partial<Record<SheinPathName, z.ZodType>> = {
  fillInStandard: fillInStandardRequest,
  brandList: brandListRequest,
  categoryTree: categoryTreeRequest,
  attributeTemplate: attributeTemplateRequest,
  customAttributePermission: customAttributePermissionRequest,
  checkSupplierSku: checkSupplierSkuRequest,
  transformPic: transformPicRequest,
  publishOrEdit: publishOrEditRequest,
  documentState: documentStateRequest,
  spuInfo: spuInfoRequest,
};

/** `info` schemas: strict on what the product reads, tolerant of the rest. */
export const SHEIN_RESULT_SCHEMAS = {
  fillInStandard: fillInStandardInfo,
  brandList: brandListInfo,
  categoryTree: categoryTreeInfo,
  attributeTemplate: attributeTemplateInfo,
  customAttributePermission: customAttributePermissionInfo,
  checkSupplierSku: checkSupplierSkuInfo,
  transformPic: transformPicInfo,
  publishOrEdit: publishOrEditInfo,
  documentState: documentStateInfo,
  spuInfo: spuInfoInfo,
  purchaseOrders: z.looseObject({ list: list(loose), count: z.coerce.number().nullish() }),
} as const satisfies Record<SheinPathName, z.ZodType>;
export type SheinResult<N extends SheinPathName> = z.output<(typeof SHEIN_RESULT_SCHEMAS)[N]>;
export const SHEIN_UPLOAD_RESULT = uploadPicInfo;
export type SheinUploadResult = z.output<typeof uploadPicInfo>;

/** What /open-api/auth/get-by-token returns in `info` (secretKey still encrypted). */
export const getByTokenInfo = z.looseObject({
  openKeyId: z.string().min(1),
  secretKey: z.string().min(1),
  appid: z.string().nullish(),
  state: z.string().nullish(),
  supplierId: z.union([z.number(), z.string()]).nullish(),
  supplierSource: z.union([z.number(), z.string()]).nullish(),
});
