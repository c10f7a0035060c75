import { API, type checkSmsCodeBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';

export type CheckSmsCodeInput = z.input<typeof checkSmsCodeBody>;

/** Verifies the SMS code and binds the phone to the signed-in account (scene `bind`). */
export const checkSmsCode = (body: CheckSmsCodeInput) =>
  http.post<unknown>(API.auth.checkSmsCode, { phone: body.phone.trim(), code: body.code.trim(), scene: 'bind' });

export const useCheckSmsCode = () => useMutation({ mutationFn: checkSmsCode });
