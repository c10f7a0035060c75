import { API, type ResetPasswordBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** 忘记密码: the phone's SMS code sets a new password; every signed-in device is signed out. */
export const resetPassword = (body: ResetPasswordBody) =>
  http.post<null>(API.auth.resetPassword, { ...body, phone: body.phone.trim(), code: body.code.trim() });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
