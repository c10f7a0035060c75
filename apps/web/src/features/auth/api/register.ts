import { API, type registerBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '@/shared/auth/auth-store';
import { http } from '@/shared/request/request';

export type RegisterInput = z.input<typeof registerBody>;

/** Creates a main account. When the server signs the new account in at once, the token is kept. */
export const register = (body: RegisterInput) => http.post<{ token?: string } | null>(API.auth.register, body);

export const useRegister = () =>
  useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      if (data?.token) useAuthStore.getState().setToken(data.token);
    },
  });
