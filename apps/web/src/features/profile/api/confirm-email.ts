import type { TConfirmEmailBody } from '@sverka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** `POST /auth/users/confirm_email/` with the token of the link mailed to the new address; 204 on success. */
export function confirmEmail(body: TConfirmEmailBody): Promise<void> {
  return apiRequest('/auth/users/confirm_email/', { method: 'POST', json: body, anonymous: true });
}

/** A signed-in tab reloads its profile afterwards, so the new email shows at once. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
