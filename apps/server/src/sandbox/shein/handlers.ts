import type { Executor } from '../../db';
import { ccstHandlers } from './ccst';
import { goodsHandlers } from './goods';
import { uploadPicHandler, transformPicHandler } from './images';
import { purchaseOrdersHandler } from './orders';
import { productHandlers } from './products';
import type { SandboxSheinShop } from './state';

/** An uploaded multipart form: its text fields and its one file. */
export interface SheinUpload {
  fields: Record<string, string>;
  file?: { data: Buffer; filename: string; mimetype: string };
}

export interface SheinCall {
  db: Executor;
  shop: SandboxSheinShop;
  /** JSON body of a POST (an object; {} for an empty body). */
  body: Record<string, unknown>;
  /** Query string of a GET. */
  query: Record<string, string>;
  upload?: SheinUpload;
  /** Origin this server was reached on, for the image URLs it hands out. */
  origin: string;
  ip: string;
  /** How often a published product gets an urgent order (0 = only through the control endpoint). */
  orderEveryMs: number;
  now: number;
}

/**
 * Which language header a page names (README §6.4): `goods` = `language` marked required, `goods?` optional;
 * `order` = `x-lt-language` marked required, `order?` optional; `none` = the page names none.
 */
export type LanguageHeader = 'goods' | 'goods?' | 'order' | 'order?' | 'none';

/** A Shein path the sandbox answers, with the method, body kind and envelope family its page documents. */
export interface SheinPathHandler {
  path: string;
  method: 'GET' | 'POST';
  input: 'json' | 'multipart' | 'query';
  /** `ccst` answers carry `data` and the ccst codes (README §7). */
  family: 'main' | 'ccst';
  language: LanguageHeader;
  handle(call: SheinCall): Promise<unknown>;
}

export const SHEIN_HANDLERS: SheinPathHandler[] = [
  ...goodsHandlers,
  uploadPicHandler,
  transformPicHandler,
  ...productHandlers,
  purchaseOrdersHandler,
  ...ccstHandlers,
];
