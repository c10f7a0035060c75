import { API, type loginBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '@/shared/auth/auth-store';
import { http } from '@/shared/request/request';

export type LoginInput = z.input<typeof loginBody>;

/** Username is trimmed before sending (spec §5). */
export const login = (body: LoginInput) =>
  http.post<{ token: string }>(API.auth.login, { ...body, username: body.username.trim() });

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => useAuthStore.getState().setToken(token),
  });
