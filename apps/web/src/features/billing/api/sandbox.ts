import { type TSandboxConfirmBody, type TSandboxPayBody, type TSandboxPayment, ZSandboxPayment } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

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

type TSandboxActionBodies = { pay: TSandboxPayBody; confirm: TSandboxConfirmBody; cancel: undefined };

function post<TAction extends keyof TSandboxActionBodies>(
  id: string,
  action: TAction,
  json?: TSandboxActionBodies[TAction],
): Promise<TSandboxPayment> {
  return apiRequest(`${paymentPath(id)}${action}/`, { method: 'POST', json, schema: ZSandboxPayment, anonymous: true });
}

/** Each action answers with the payment as it now is; the page keeps that copy. */
export function useSandboxAction(id: string) {
  const queryClient = useQueryClient();
  const queryKey = sandboxPaymentQueryOptions(id).queryKey;
  const remember = (payment: TSandboxPayment) => queryClient.setQueryData(queryKey, payment);
  // 409: the payment ended meanwhile (another tab, the bank); reading it again shows its outcome.
  const reread = (error: unknown) => {
    if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey });
  };
  const handlers = { onSuccess: remember, onError: reread };
  return {
    pay: useMutation({ mutationFn: (body: TSandboxPayBody) => post(id, 'pay', body), ...handlers }),
    confirm: useMutation({ mutationFn: (code: string) => post(id, 'confirm', { code }), ...handlers }),
    cancel: useMutation({ mutationFn: () => post(id, 'cancel'), ...handlers }),
  };
}
