import { API, type phoneLoginBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '@/shared/auth/auth-store';
import { http } from '@/shared/request/request';

export type PhoneLoginInput = z.input<typeof phoneLoginBody>;

export const loginByPhone = (body: PhoneLoginInput) =>
  http.post<{ token: string }>(API.auth.loginByPhone, {
    phone: body.phone.trim(),
    code: body.code.trim(),
    ...(body.uuid ? { uuid: body.uuid, captchaCode: body.captchaCode?.trim() ?? '' } : {}),
  });

export const useLoginByPhone = () =>
  useMutation({
    mutationFn: loginByPhone,
    onSuccess: ({ token }) => useAuthStore.getState().setToken(token),
  });
