import { UserFacingError } from '../../lib/public-message';

/**
 * A publish the marketplace (or our own check before calling it) refuses for good: its Chinese message is what the
 * seller sees, and the publish fails without a retry. Both adapters throw it; the core's state machine reads it.
 */
export class PublishRefused extends UserFacingError {
  constructor(message: string) {
    super(message);
    this.name = 'PublishRefused';
  }
}
