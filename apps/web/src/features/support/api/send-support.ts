import { type TSupportBody, type TSupportRequest, ZSupportRequest } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/v1/support/` (spec §7): the text goes to the back office. */
export function sendSupport(body: TSupportBody): Promise<TSupportRequest> {
  return apiRequest('/api/v1/support/', { method: 'POST', json: body, schema: ZSupportRequest });
}

export function useSendSupport() {
  return useMutation({ mutationFn: sendSupport });
}
