import { API, CAPTCHA_TTL_MS, type CaptchaResult, loginRefusalData } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '@/shared/request/request';

/** `required`: the server asked this sign-in for a captcha, so one is issued even where captchas are off. */
export const getCaptcha = (required = false) =>
  http.get<CaptchaResult>(API.auth.captcha, required ? { required: 'true' } : undefined);

export const captchaQueryOptions = (required = false) =>
  queryOptions({
    queryKey: ['captcha', required ? 'required' : 'configured'],
    queryFn: () => getCaptcha(required),
    staleTime: 0,
    gcTime: 0,
    // A captcha lives two minutes; fetch a fresh one shortly before it expires.
    refetchInterval: CAPTCHA_TTL_MS - 10_000,
  });

export const useCaptcha = (required = false, enabled = true) => useQuery({ ...captchaQueryOptions(required), enabled });

/** The refused sign-in asks for the picture captcha (too many failures for the account or from this address). */
export const asksForCaptcha = (err: unknown) => err instanceof ApiError && loginRefusalData.safeParse(err.data).success;

/** The server sends an SVG as a data URL; raw SVG markup or bare base64 are accepted as well. */
export function captchaImageSrc(img: string): string {
  const trimmed = img.trim();
  if (/^(data:|https?:|\/)/.test(trimmed)) return trimmed;
  if (trimmed.startsWith('<svg') || trimmed.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`;
  }
  return `data:image/png;base64,${trimmed}`;
}
