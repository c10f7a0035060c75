export * from './catalog';
export * from './common';
export * from './images';
export * from './publish';
