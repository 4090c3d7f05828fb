import { type TSetPasswordBody, type TTokenPair, ZTokenPair } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * `POST /auth/users/set_password/`: the change ends every session, so the
 * server answers with a new pair for this one, which replaces the stored tokens.
 */
export function setPassword(body: TSetPasswordBody): Promise<TTokenPair> {
  return apiRequest('/auth/users/set_password/', { method: 'POST', json: body, schema: ZTokenPair });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, onSuccess: (tokens) => session.updateTokens(tokens) });
}
