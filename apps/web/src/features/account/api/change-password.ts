import { API, type changePasswordBody } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/request/request';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** Needs the old password; the server signs out the account's other sessions. */
export const changePassword = (body: ChangePasswordInput) => http.post<null>(API.clientUser.changePassword, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
