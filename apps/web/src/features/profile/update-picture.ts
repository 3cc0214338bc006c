import type { Asset, User } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { refreshUser } from './update-profile';

/**
 * The picture flow of part 2 §4: POST /assets?bucket=PROFILE_IMAGE with the cropped JPEG in the
 * `files` field, then PATCH /users/mine {avatarAssetId} with the new asset's id.
 */
export function useUpdatePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (image: Blob) => {
      const form = new FormData();
      form.append('files', image, 'profile.jpg');
      const [asset] = await api.post<Asset[]>('/assets', form, { query: { bucket: 'PROFILE_IMAGE' } });
      return api.patch<User>('/users/mine', { avatarAssetId: asset.id });
    },
    onSuccess: (user) => refreshUser(queryClient, user),
  });
}
