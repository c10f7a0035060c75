import { z } from 'zod';

/**
 * Temu's response envelope. `errorCode` is a number on the CN gateway and occasionally a string elsewhere;
 * `result` is whatever the type returns (checked per type in schemas/).
 */
export const temuEnvelope = z.looseObject({
  success: z.boolean(),
  errorCode: z.union([z.number(), z.string()]).nullish(),
  errorMsg: z.string().nullish(),
  requestId: z.string().nullish(),
  result: z.unknown().optional(),
});
export type TemuEnvelope = z.infer<typeof temuEnvelope>;

/** Wire format of a success, as the sandbox writes it. */
export const temuOk = (result: unknown, requestId: string) => ({
  success: true,
  errorCode: 1000000,
  errorMsg: '',
  requestId,
  result,
});

/** Wire format of a failure, as the sandbox writes it. */
export const temuFail = (errorCode: number, errorMsg: string, requestId: string) => ({
  success: false,
  errorCode,
  errorMsg,
  requestId,
  result: null,
});
