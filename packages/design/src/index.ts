/**
 * @podbench/design — browser-safe entry: document schema, units/DPI maths, layout helpers and the
 * Konva scene builder. Must never import Node built-ins or @napi-rs/canvas (a test walks this graph);
 * the server's backend lives in `@podbench/design/node`.
 */
export * from './fonts';
export * from './schema/limits';
export * from './schema/layers';
export * from './schema/document';
export * from './schema/migrate';
export * from './schema/parse';
export * from './document/tree';
export * from './units/dpi';
export * from './units/low-dpi';
export * from './units/safe-zone';
export * from './units/fit';
export * from './units/outside-parts';
export * from './units/retarget';
export * from './geometry/rect';
export * from './geometry/layer-bounds';
export * from './geometry/align';
export * from './geometry/snap';
export * from './geometry/homography';
export * from './png/png-dpi';
export * from './scene/resources';
export * from './scene/placement';
export * from './scene/image-node';
export * from './scene/text-node';
export * from './scene/curved-text';
export * from './scene/shape-node';
export * from './scene/build-scene';
export * from './browser/load-fonts';
