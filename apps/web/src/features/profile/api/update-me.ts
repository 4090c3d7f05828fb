import { AVATAR_FIELD, type TUser, type TUserPatchBody, ZUser } from '@sverka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_PATH, rememberUser } from '../../../lib/auth.ts';

/** `PATCH /auth/users/me/` with the main data as JSON. */
export function updateMe(body: TUserPatchBody): Promise<TUser> {
  return apiRequest(ME_PATH, { method: 'PATCH', json: body, schema: ZUser });
}

/** `PATCH /auth/users/me/` as multipart with the cropped avatar (spec §5: a 300×300 PNG). */
export function uploadAvatar(avatar: Blob): Promise<TUser> {
  const form = new FormData();
  form.append(AVATAR_FIELD, avatar, 'avatar.png');
  return apiRequest(ME_PATH, { method: 'PATCH', form, schema: ZUser });
}

/** Either update; the returned profile replaces the cached and stored one (spec §7). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}
