import { type TRegisterBody, type TRegisterReply, ZRegisterReply } from '@sverka/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/`: creates the account; the user still has to sign in (spec §4). */
export function register(body: TRegisterBody): Promise<TRegisterReply> {
  return apiRequest('/auth/users/', {
    method: 'POST',
    json: body,
    schema: ZRegisterReply,
    anonymous: true,
    csrf: true,
  });
}
