import * as cat from './category';
import * as add from './goods-add';
import * as read from './goods-read';
import * as img from './image';
import * as mall from './mall';
import { def } from './registry-def';
import * as size from './size-chart';

/** The publishing flow's types (reference flows.md (a)) and the shop's account types; merged into TEMU_TYPES. */
export const TEMU_PUBLISHING_TYPES = {
  'bg.mall.info.get': def(
    'CN',
    'bg.mall.info.get',
    true,
    mall.mallInfoGetRequestSchema,
    mall.mallInfoGetResultSchema,
    mall.mallInfoGetResponseSchema,
  ),
  'bg.open.accesstoken.info.get': def(
    'CN',
    'bg.open.accesstoken.info.get',
    true,
    mall.accessTokenInfoGetRequestSchema,
    mall.accessTokenInfoGetResultSchema,
    mall.accessTokenInfoGetResponseSchema,
  ),
  'bg.open.accesstoken.info.get.global': def(
    'PA',
    'bg.open.accesstoken.info.get.global',
    true,
    mall.accessTokenInfoGetGlobalRequestSchema,
    mall.accessTokenInfoGetGlobalResultSchema,
    mall.accessTokenInfoGetGlobalResponseSchema,
  ),
  'bg.goods.cats.get': def(
    'CN',
    'bg.goods.cats.get',
    true,
    cat.catsGetRequestSchema,
    cat.catsGetResultSchema,
    cat.catsGetResponseSchema,
  ),
  'bg.goods.attrs.get': def(
    'CN',
    'bg.goods.attrs.get',
    true,
    cat.attrsGetRequestSchema,
    cat.attrsGetResultSchema,
    cat.attrsGetResponseSchema,
  ),
  'bg.glo.goods.parentspec.get': def(
    'PA',
    'bg.glo.goods.parentspec.get',
    true,
    cat.parentSpecGetRequestSchema,
    cat.parentSpecGetResultSchema,
    cat.parentSpecGetResponseSchema,
  ),
  // Whether creating the same name twice returns the same specId is not found: not repeated blindly.
  'bg.glo.goods.spec.create': def(
    'PA',
    'bg.glo.goods.spec.create',
    false,
    cat.specCreateRequestSchema,
    cat.specCreateResultSchema,
    cat.specCreateResponseSchema,
  ),
  'bg.goods.sizecharts.class.get': def(
    'CN',
    'bg.goods.sizecharts.class.get',
    true,
    size.sizeChartClassGetRequestSchema,
    size.sizeChartClassGetResultSchema,
    size.sizeChartClassGetResponseSchema,
  ),
  'bg.goods.sizecharts.meta.get': def(
    'CN',
    'bg.goods.sizecharts.meta.get',
    true,
    size.sizeChartMetaGetRequestSchema,
    size.sizeChartMetaGetResultSchema,
    size.sizeChartMetaGetResponseSchema,
  ),
  'bg.goods.sizecharts.settings.get': def(
    'CN',
    'bg.goods.sizecharts.settings.get',
    true,
    size.sizeChartSettingsGetRequestSchema,
    size.sizeChartSettingsGetResultSchema,
    size.sizeChartSettingsGetResponseSchema,
  ),
  'bg.goods.sizecharts.create': def(
    'CN',
    'bg.goods.sizecharts.create',
    false,
    size.sizeChartCreateRequestSchema,
    size.sizeChartCreateResultSchema,
    size.sizeChartCreateResponseSchema,
  ),
  'bg.goods.sizecharts.template.create': def(
    'CN',
    'bg.goods.sizecharts.template.create',
    false,
    size.sizeChartTemplateCreateRequestSchema,
    size.sizeChartTemplateCreateResultSchema,
    size.sizeChartTemplateCreateResponseSchema,
  ),
  'bg.goods.image.upload.global': def(
    'PA',
    'bg.goods.image.upload.global',
    false,
    img.imageUploadGlobalRequestSchema,
    img.imageUploadGlobalResultSchema,
    img.imageUploadGlobalResponseSchema,
  ),
  // Not idempotent: a lost answer is reconciled with bg.glo.goods.list.get before any retry.
  'bg.glo.goods.add': def(
    'PA',
    'bg.glo.goods.add',
    false,
    add.goodsAddRequestSchema,
    add.goodsAddResultSchema,
    add.goodsAddResponseSchema,
  ),
  'bg.glo.goods.list.get': def(
    'PA',
    'bg.glo.goods.list.get',
    true,
    read.goodsListGetRequestSchema,
    read.goodsListGetResultSchema,
    read.goodsListGetResponseSchema,
  ),
  'bg.glo.goods.detail.get': def(
    'PA',
    'bg.glo.goods.detail.get',
    true,
    read.goodsDetailGetRequestSchema,
    read.goodsDetailGetResultSchema,
    read.goodsDetailGetResponseSchema,
  ),
} as const;
