import { defaultMessages, type FieldErrors, ResultCode } from '@podbench/contract';

/** The one error type services throw. The error handler turns it into `{ code, msg, data }`. */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    message?: string,
    readonly data: FieldErrors | Record<string, unknown> | null = null,
  ) {
    super(message ?? defaultMessages[code]);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, fields?: FieldErrors) =>
  new AppError(ResultCode.BAD_REQUEST, msg, fields ?? null);
export const unauthorized = (msg?: string) => new AppError(ResultCode.UNAUTHORIZED, msg);
export const forbidden = (msg?: string) => new AppError(ResultCode.FORBIDDEN, msg);
export const notFound = (msg?: string) => new AppError(ResultCode.NOT_FOUND, msg);
export const conflict = (msg: string) => new AppError(ResultCode.CONFLICT, msg);
export const tooMany = (msg: string, retryAfterSeconds?: number) =>
  new AppError(ResultCode.TOO_MANY_REQUESTS, msg, retryAfterSeconds ? { retryAfterSeconds } : null);
