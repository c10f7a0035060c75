import { type ApiResult, defaultMessages, envelope, ResultCode } from '@podbench/contract';
import type { z } from 'zod';

/** Wraps a route's result in the success envelope. */
export const ok = <T>(data: T, msg: string = defaultMessages[ResultCode.SUCCESS]): ApiResult<T> => ({
  code: ResultCode.SUCCESS,
  msg,
  data,
});

/** Response schema map for a route whose success data has the given shape. */
export const okSchema = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
