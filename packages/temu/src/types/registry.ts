import type { z } from 'zod';
import { TEMU_FULFILMENT_TYPES } from './registry-fulfilment';
import { TEMU_PUBLISHING_TYPES } from './registry-publishing';

export type { TemuTypeDef } from './registry-def';

/**
 * Every type the client knows, keyed by its wire `type` (TemuTypeDef in registry-def.ts says what each entry holds):
 * the publishing types (registry-publishing.ts), then the fulfilment types (registry-fulfilment.ts).
 */
export const TEMU_TYPES = { ...TEMU_PUBLISHING_TYPES, ...TEMU_FULFILMENT_TYPES } as const;

export type TemuTypeName = keyof typeof TEMU_TYPES;
export type TemuTypeRequest<T extends TemuTypeName> = z.input<(typeof TEMU_TYPES)[T]['request']>;
export type TemuTypeResult<T extends TemuTypeName> = z.output<(typeof TEMU_TYPES)[T]['result']>;
