import { API_MONEY, type PayMethod, type RechargeOrderCreated } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export interface CreateRechargeInput {
  amountFen: number;
  method: PayMethod;
}

/** Opens a top-up order; nothing moves until the provider's notification is verified by the server. */
export const createRecharge = (body: CreateRechargeInput) =>
  http.post<RechargeOrderCreated>(API_MONEY.recharge.create, body);

export const useCreateRecharge = () => useMutation({ mutationFn: createRecharge });
