import { type TFriend, type TRequestBody, ZFriend, type ZFriendCreateBody, ZFriendList } from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const FRIENDS_PATH = '/api/v1/friends/';

export const friendsQueryOptions = () =>
  queryOptions({
    queryKey: [...authKeys.all, 'friends'],
    queryFn: ({ signal }) => apiGet(FRIENDS_PATH, ZFriendList, { signal }),
  });

/** `GET /api/v1/friends/`; pass `enabled: false` while signed out. */
export function useFriends(enabled = true) {
  return useQuery({ ...friendsQueryOptions(), enabled });
}

export function addFriend(body: TRequestBody<typeof ZFriendCreateBody>): Promise<TFriend> {
  return apiRequest(FRIENDS_PATH, { method: 'POST', json: body, schema: ZFriend });
}

export function deleteFriend(id: number): Promise<void> {
  return apiRequest(`/api/v1/friends/${id}`, { method: 'DELETE' });
}

export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendsQueryOptions().queryKey }),
  });
}

export function useDeleteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFriend,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData(friendsQueryOptions().queryKey, (list) => list?.filter((record) => record.id !== id));
      return queryClient.invalidateQueries({ queryKey: friendsQueryOptions().queryKey });
    },
  });
}
