import {
  type ApiResult,
  DESIGN_EXPORT_PATH_FRAGMENT,
  REQUEST_TIMEOUT_MS,
  ResultCode,
  TEMU_UPLOAD_PATH_FRAGMENT,
} from '@podbench/contract';
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { useAuthStore } from '../auth/auth-store';
import { navigateTo } from '../navigation';
import { toastError } from '../ui/feedback';

/**
 * The one request layer (spec §7, §8). Every call goes through `request()`: bearer token, GET payload as a
 * query string, the `{ code, msg, data }` envelope unwrapped, error toasts and the 401 rule applied here and
 * nowhere else.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** An envelope with a code other than 200. `data` carries field errors on a 400. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * GET payload → query string. Arrays with more than one element repeat the key (`a=1&a=2`), a one-element
 * array is a single value, empty values (undefined, null, '', []) are left out.
 */
export function serializeQuery(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

const client = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
});

export interface RequestConfig extends Omit<AxiosRequestConfig, 'params'> {
  url: string;
  params?: QueryParams;
}

const isEnvelope = (body: unknown): body is ApiResult =>
  typeof body === 'object' && body !== null && 'code' in body && typeof (body as ApiResult).code === 'number';

function prepare(config: RequestConfig): AxiosRequestConfig {
  const { params, ...rest } = config;
  const prepared: AxiosRequestConfig = { ...rest, headers: { ...config.headers } };
  const token = useAuthStore.getState().token;
  if (token) prepared.headers = { ...prepared.headers, Authorization: `Bearer ${token}` };
  if (params) {
    const query = serializeQuery(params);
    if (query) prepared.url = `${config.url}${config.url.includes('?') ? '&' : '?'}${query}`;
  }
  if (config.url.includes(DESIGN_EXPORT_PATH_FRAGMENT)) prepared.responseType = 'arraybuffer';
  return prepared;
}

function sessionExpired() {
  useAuthStore.getState().expireSession();
  navigateTo('/login', { replace: true });
}

function unwrap<T>(url: string, body: ApiResult): T {
  const code = body.code;
  if (code === ResultCode.SUCCESS) return body.data as T;
  const msg = body.msg || 'Error';
  if (!url.includes(TEMU_UPLOAD_PATH_FRAGMENT)) toastError(msg);
  if (code === ResultCode.UNAUTHORIZED) sessionExpired();
  throw new ApiError(msg, code, body.data);
}

/** Axios's English transport messages, said in Chinese; anything else is shown as it is. */
function transportMessage(error: AxiosError): string {
  const text = error.message || 'Error';
  if (text === 'Network Error') return '网络连接异常，请检查网络或稍后重试';
  if (text.includes('timeout')) return '请求超时，请稍后重试';
  const status = text.match(/status code (\d+)/)?.[1];
  if (status) return `服务接口异常（${status}）`;
  return text;
}

/** A body that is the envelope: already parsed JSON, or JSON bytes a blob/buffer call received (an error, say). */
async function readEnvelope(body: unknown, contentType: unknown): Promise<ApiResult | null> {
  if (isEnvelope(body)) return body;
  const binary = body instanceof Blob || body instanceof ArrayBuffer;
  if (!binary || !String(contentType ?? '').includes('json')) return null;
  try {
    const text = body instanceof Blob ? await body.text() : new TextDecoder().decode(body);
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Sends the call and applies the envelope rules; binary bodies (blob, buffer) come back as they are. */
async function send<T>(config: RequestConfig): Promise<{ data: T; headers: AxiosResponse['headers'] }> {
  let response: AxiosResponse<unknown>;
  try {
    response = await client.request(prepare(config));
  } catch (error) {
    const axiosError = error as AxiosError;
    // The server answers errors with the envelope and a matching HTTP status: treat it as an envelope.
    const failed = axiosError.response;
    const body = await readEnvelope(failed?.data, failed?.headers?.['content-type']);
    if (body) return { data: unwrap<T>(config.url, body), headers: failed?.headers ?? {} };
    const msg = transportMessage(axiosError);
    toastError(msg);
    throw new ApiError(msg, axiosError.response?.status ?? 0);
  }
  const body = await readEnvelope(response.data, response.headers['content-type']);
  return { data: body ? unwrap<T>(config.url, body) : (response.data as T), headers: response.headers };
}

/**
 * Any call may ask for `responseType: 'blob'` (or 'arraybuffer') and gets the bytes back untouched; a JSON
 * envelope answered instead (an error) still toasts and rejects like any other call.
 */
export async function request<T>(config: RequestConfig): Promise<T> {
  return (await send<T>(config)).data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `content-disposition` (the RFC 5987 `filename*` first), or '' when the server named none. */
  fileName: string;
}

export function fileNameFromDisposition(disposition: unknown): string {
  const header = String(disposition ?? '');
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim() ?? '';
}

/** A file answer (an export): the body as a Blob plus the name the server gave it. */
export async function download(config: RequestConfig): Promise<DownloadedFile> {
  const { data, headers } = await send<Blob>({ ...config, responseType: 'blob' });
  return { blob: data, fileName: fileNameFromDisposition(headers['content-disposition']) };
}

export const http = {
  get: <T>(url: string, params?: QueryParams) => request<T>({ url, method: 'get', params }),
  post: <T>(url: string, data?: unknown) => request<T>({ url, method: 'post', data }),
  put: <T>(url: string, data?: unknown) => request<T>({ url, method: 'put', data }),
  delete: <T>(url: string) => request<T>({ url, method: 'delete' }),
  /** GET a file (an .xlsx export …) as a Blob with its server-given name. */
  download: (url: string, params?: QueryParams) => download({ url, method: 'get', params }),
  /** Multipart upload; the browser sets the boundary. */
  upload: <T>(url: string, form: FormData) =>
    request<T>({ url, method: 'post', data: form, headers: { 'Content-Type': 'multipart/form-data' } }),
};
