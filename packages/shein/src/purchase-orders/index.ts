// Shein purchase orders (order.purchase-order-infos and the ccst custom-order APIs), typed from ../shared/references/shein/.
export * from './query';
export * from './reader';
export * from './request';
export * from './schemas';
