import { z } from 'zod';

/**
 * Response schemas check the fields the product reads and let everything else through (`looseObject`), so a
 * field Temu adds tomorrow never breaks a call. Ids that may exceed what some gateways send as numbers (mall ids)
 * are read as strings.
 */
export const idString = z.union([z.number(), z.string().min(1)]).transform((v) => String(v));
export const num = z.coerce.number();
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
export const loose = z.looseObject({});
