import { TemuApiError } from '@podbench/temu';
import { AppError } from './app-error';

/** An error whose message was written for people (Chinese, no internals): shown as it is. */
export class UserFacingError extends Error {}

/**
 * What a seller or operator may read about a failure stored on a record (a publish's error, a shipment's): the
 * marketplace's own message, or one of ours meant for people. Anything else (a database error, a storage key, a
 * bug) becomes `fallback`, so no internal text reaches a page.
 */
export function publicMessage(err: unknown, fallback: string): string {
  if (err instanceof TemuApiError || err instanceof AppError || err instanceof UserFacingError) return err.message;
  return fallback;
}
