import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { ApiError, download, fileNameFromDisposition, request, serializeQuery } from './request';

const toastError = vi.fn();
const navigateTo = vi.fn();
vi.mock('../ui/feedback', () => ({ toastError: (m: string) => toastError(m), toastSuccess: vi.fn() }));
vi.mock('../navigation', () => ({ navigateTo: (to: string) => navigateTo(to) }));

/** An adapter answering with `body` and recording the request it saw. */
function answer(body: unknown, status = 200) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  return { adapter, seen };
}

describe('serializeQuery', () => {
  it('repeats the key for arrays with more than one element', () => {
    expect(serializeQuery({ a: [1, 2] })).toBe('a=1&a=2');
    expect(serializeQuery({ status: ['paid', 'shipped', 'done'], pageNum: 1 })).toBe(
      'status=paid&status=shipped&status=done&pageNum=1',
    );
  });

  it('sends a one-element array as a single value', () => {
    expect(serializeQuery({ a: [7] })).toBe('a=7');
  });

  it('leaves out undefined, null, empty strings and empty arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: [], e: 0, f: false })).toBe('e=0&f=false');
  });

  it('encodes keys and values', () => {
    expect(serializeQuery({ keyword: '红色 T恤&2', 'a b': 'x=y' })).toBe(
      'keyword=%E7%BA%A2%E8%89%B2%20T%E6%81%A4%262&a%20b=x%3Dy',
    );
  });
});

describe('request', () => {
  beforeEach(() => {
    toastError.mockClear();
    navigateTo.mockClear();
  });
  afterEach(() => useAuthStore.getState().clearSession());

  it('returns data on code 200 and sends the bearer token and the GET query', async () => {
    useAuthStore.getState().setToken('tok-1');
    const { adapter, seen } = answer({ code: 200, msg: 'ok', data: { id: 1 } });
    await expect(request({ url: '/api/x', method: 'get', params: { ids: [1, 2] }, adapter })).resolves.toEqual({
      id: 1,
    });
    expect(seen[0].url).toBe('/api/x?ids=1&ids=2');
    expect(seen[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { adapter, seen } = answer({ code: 200, msg: 'ok', data: null });
    await request({ url: '/api/site/config', method: 'get', adapter });
    expect(seen[0].headers.Authorization).toBeUndefined();
  });

  it('toasts the message (or Error) and rejects on another code', async () => {
    const { adapter } = answer({ code: 400, msg: '手机号格式不正确', data: { phone: 'x' } });
    const error = await request({ url: '/api/y', method: 'post', adapter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect(toastError).toHaveBeenCalledWith('手机号格式不正确');

    const bare = answer({ code: 500, msg: '', data: null });
    await expect(request({ url: '/api/z', method: 'get', adapter: bare.adapter })).rejects.toThrow('Error');
    expect(toastError).toHaveBeenLastCalledWith('Error');
  });

  it('shows no toast for the Temu upload call', async () => {
    const { adapter } = answer({ code: 500, msg: 'Temu 拒绝了图片', data: null });
    await expect(request({ url: '/api/clientProduct/uploadToTemu', method: 'post', adapter })).rejects.toThrow(
      'Temu 拒绝了图片',
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('on 401 clears token and user info and goes to /login', async () => {
    useAuthStore.getState().setToken('expired');
    useAuthStore.setState({ roles: ['seller'] });
    const { adapter } = answer({ code: 401, msg: '登录状态已过期', data: null }, 401);
    await expect(request({ url: '/api/clientUser/accountInfo', method: 'get', adapter })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(useAuthStore.getState().token).toBe('');
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/login');
  });

  it('toasts transport errors', async () => {
    const adapter: AxiosAdapter = async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    };
    await expect(request({ url: '/api/a', method: 'get', adapter })).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith('网络连接异常，请检查网络或稍后重试');
  });

  it('requests the design export as a buffer and returns it raw', async () => {
    const buffer = new ArrayBuffer(4);
    const { adapter, seen } = answer(buffer);
    await expect(request({ url: '/api/clientDesign/export', method: 'post', adapter })).resolves.toBe(buffer);
    expect(seen[0].responseType).toBe('arraybuffer');
  });

  it('honours responseType blob for any call and returns the bytes raw', async () => {
    const blob = new Blob(['PK'], { type: 'application/octet-stream' });
    const { adapter, seen } = answer(blob);
    await expect(request({ url: '/api/any/file', method: 'get', responseType: 'blob', adapter })).resolves.toBe(blob);
    expect(seen[0].responseType).toBe('blob');
  });

  it('reads a JSON envelope answered to a blob call as an error: toast and ApiError', async () => {
    const body = new Blob([JSON.stringify({ code: 403, msg: '没有权限', data: null })], { type: 'application/json' });
    const adapter: AxiosAdapter = async (config) => {
      const response = {
        data: body,
        status: 403,
        statusText: '403',
        headers: { 'content-type': 'application/json' },
        config,
      };
      throw Object.assign(new Error('Request failed with status code 403'), { isAxiosError: true, response, config });
    };
    const error = await request({ url: '/api/x/export', method: 'get', responseType: 'blob', adapter }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(403);
    expect(toastError).toHaveBeenCalledWith('没有权限');
  });

  it('download returns the blob and the server-given file name', async () => {
    const blob = new Blob(['xlsx']);
    const adapter: AxiosAdapter = async (config) => ({
      data: blob,
      status: 200,
      statusText: 'OK',
      headers: {
        'content-disposition': `attachment; filename="records.xlsx"; filename*=UTF-8''${encodeURIComponent('交易记录.xlsx')}`,
      },
      config,
    });
    await expect(download({ url: '/api/x/export', adapter })).resolves.toEqual({ blob, fileName: '交易记录.xlsx' });
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers filename*, falls back to filename, else empty', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E8%AE%B0.xlsx`)).toBe('记.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromDisposition(undefined)).toBe('');
  });
});
