/** The money cache helpers live in shared/ (paying orders moves money too); the wallet feature uses them from here. */
export { afterMoneyChange, WALLET_KEY } from '@/shared/api/money-cache';
