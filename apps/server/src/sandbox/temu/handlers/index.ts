import { TEMU_WIRE_TYPES } from '@podbench/temu';
import { attrHandlers } from './attrs';
import { catHandlers } from './cats';
import { mallHandlers } from './mall';
import { createRegistry, type TemuHandlerRegistry } from './registry';
import { tokenHandlers } from './token';

/**
 * Scopes a token gets when a seller ticks every API (as the guide tells them to): the product's types and whatever
 * the sandbox serves, so tokens issued today stay valid when more handlers arrive.
 */
export const fullScopes = (registry: TemuHandlerRegistry) => [...new Set([...TEMU_WIRE_TYPES, ...registry.types()])];

/**
 * Every type the sandbox answers. Publishing, orders, labels and quality checks add their handler files here;
 * the router, verification and rate limiting need no change.
 */
export function createTemuHandlers(): TemuHandlerRegistry {
  const registry: TemuHandlerRegistry = createRegistry([
    ...mallHandlers,
    ...tokenHandlers(() => fullScopes(registry)),
    ...catHandlers,
    ...attrHandlers,
  ]);
  return registry;
}
