import { CATALOGUE_ASSET_PREFIX } from '@podbench/contract';

/**
 * Catalogue images live in storage under `catalogue/<sha256>.<ext>`. Only that prefix is ever served publicly,
 * so the public asset route can never reach a seller's files.
 */
export const catalogueKey = (name: string) => `catalogue/${name}`;

/** `catalogue/<name>` → the public URL of the asset route. */
export const assetUrl = (storageKey: string) => `${CATALOGUE_ASSET_PREFIX}${storageKey.replace(/^catalogue\//, '')}`;
