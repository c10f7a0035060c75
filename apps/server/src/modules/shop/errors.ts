import { SheinApiError } from '@podbench/shein';
import { TemuApiError } from '@podbench/temu';
import { AppError, tooMany } from '../../lib/app-error';

/**
 * A marketplace's refusal as the seller should see it: its Chinese message with 400, or 429 when the
 * marketplace rate-limited us. Never 401: that would sign the seller out of PodBench.
 */
export function marketplaceError(err: unknown): never {
  if (err instanceof TemuApiError || err instanceof SheinApiError) {
    if (err.kind === 'rate_limit') throw tooMany(err.message);
    throw new AppError(400, err.message);
  }
  throw err;
}
