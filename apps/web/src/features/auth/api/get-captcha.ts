import { API, CAPTCHA_TTL_MS, type CaptchaResult } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const getCaptcha = () => http.get<CaptchaResult>(API.auth.captcha);

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    // A captcha lives two minutes; fetch a fresh one shortly before it expires.
    refetchInterval: CAPTCHA_TTL_MS - 10_000,
  });

export const useCaptcha = () => useQuery(captchaQueryOptions());

/** The server sends an SVG as a data URL; raw SVG markup or bare base64 are accepted as well. */
export function captchaImageSrc(img: string): string {
  const trimmed = img.trim();
  if (/^(data:|https?:|\/)/.test(trimmed)) return trimmed;
  if (trimmed.startsWith('<svg') || trimmed.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`;
  }
  return `data:image/png;base64,${trimmed}`;
}
