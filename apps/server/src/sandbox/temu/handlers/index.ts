import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { fulfilmentHandlers } from './fulfilment';
import { publishingHandlers } from './publishing';
import { qualityHandlers } from './quality';
import { createRegistry, type TemuHandlerRegistry } from './registry';
import { tokenHandlers } from './token';

/**
 * Scopes a token gets when a seller ticks every API (as the guide tells them to): every type the sandbox serves.
 * (A type the sandbox does not serve answers 7000016 before any scope check, as on a gateway that lacks it.)
 */
export const fullScopes = (registry: TemuHandlerRegistry) => registry.types();

/**
 * Every type the sandbox answers. Publishing, orders, labels and quality checks add their handler files here;
 * the router, verification and rate limiting need no change.
 */
export function createTemuHandlers(timing: SandboxTemuTiming): TemuHandlerRegistry {
  const registry: TemuHandlerRegistry = createRegistry([
    // The publishing flow, validated against the reference (handlers/publishing, publish/).
    ...publishingHandlers(timing),
    // The code exchange; token information is answered by the publishing set's account handlers.
    ...tokenHandlers(() => fullScopes(registry)).filter((h) => h.type === 'bg.open.accesstoken.create'),
    ...qualityHandlers,
    // The fulfilment flow, validated against the reference (handlers/fulfilment, orders/).
    ...fulfilmentHandlers,
  ]);
  return registry;
}
