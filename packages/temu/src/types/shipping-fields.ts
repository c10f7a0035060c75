import { z } from 'zod';
import { int, intEnum } from './common';

/** Field shapes the shipping types share (shipping-desk.ts, ship-orders.ts, shipping-logistics.ts). */
export const bit = intEnum([0, 1] as const);

/** A warehouse address as receiveaddressv2 answers it; passed back unchanged to v3.create and logisticsmatch. */
export const addressFields = {
  provinceCode: int,
  provinceName: z.string(),
  cityCode: int,
  cityName: z.string(),
  districtCode: int,
  districtName: z.string(),
  detailAddress: z.string(),
};
/** In requests every field is optional on the page; nothing else may be added. */
export const receiveAddressInfoReqSchema = z.strictObject({
  provinceCode: int.optional(),
  provinceName: z.string().optional(),
  cityCode: int.optional(),
  cityName: z.string().optional(),
  districtCode: int.optional(),
  districtName: z.string().optional(),
  detailAddress: z.string().optional(),
  receiverName: z.string().optional(),
  phone: z.string().optional(),
});
