import { z } from 'zod';

/** int64 ids: numbers on the wire (DOC field types). */
export const id = z.number().int();
/** A list Shein may send as null or leave out. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
/** `info.meta` of the goods list answers: `{count, customObj}`. */
export const meta = z.looseObject({ count: z.number().int().nullish(), customObj: z.unknown().optional() }).nullish();
/** image_type: 1 main, 2 detail, 5 square, 6 colour block, 7 site detail (DOC 3001359 / 3001360). */
export const SHEIN_IMAGE_TYPES = [1, 2, 5, 6, 7] as const;
export type SheinImageType = (typeof SHEIN_IMAGE_TYPES)[number];
export const imageType = z.union(SHEIN_IMAGE_TYPES.map((n) => z.literal(n)));
