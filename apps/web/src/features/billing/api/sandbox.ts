import { type TSandboxPayBody, type TSandboxPayment, ZSandboxPayment } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The sandbox provider's page stands in for a bank's: it never sends the
 * visitor's session (`anonymous`), so a refusal there cannot sign anyone out.
 */
const paymentPath = (id: string) => `/api/v1/sandbox/payments/${encodeURIComponent(id)}/`;

export const sandboxPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'sandbox-payment', id],
    queryFn: ({ signal }) => apiRequest(paymentPath(id), { signal, schema: ZSandboxPayment, anonymous: true }),
  });

export function useSandboxPayment(id: string) {
  return useQuery(sandboxPaymentQueryOptions(id));
}

function post(id: string, action: 'pay' | 'confirm' | 'cancel', json?: unknown): Promise<TSandboxPayment> {
  return apiRequest(`${paymentPath(id)}${action}/`, { method: 'POST', json, schema: ZSandboxPayment, anonymous: true });
}

/** Each action answers with the payment as it now is; the page keeps that copy. */
export function useSandboxAction(id: string) {
  const queryClient = useQueryClient();
  const remember = (payment: TSandboxPayment) =>
    queryClient.setQueryData(sandboxPaymentQueryOptions(id).queryKey, payment);
  return {
    pay: useMutation({ mutationFn: (body: TSandboxPayBody) => post(id, 'pay', body), onSuccess: remember }),
    confirm: useMutation({ mutationFn: (code: string) => post(id, 'confirm', { code }), onSuccess: remember }),
    cancel: useMutation({ mutationFn: () => post(id, 'cancel'), onSuccess: remember }),
  };
}
