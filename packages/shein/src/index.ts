export * from './authorize';
export * from './client';
export * from './envelope';
export * from './errors';
export * from './paths';
export * from './secret-key';
export * from './sign';
export * from './purchase-orders';
