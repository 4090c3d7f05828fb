import type { TSetPasswordBody } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/set_password/`: 204 on success. */
export function setPassword(body: TSetPasswordBody): Promise<void> {
  return apiRequest('/auth/users/set_password/', { method: 'POST', json: body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
