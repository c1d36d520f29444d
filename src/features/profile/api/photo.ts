import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { photoExtensionForType } from '../utils/photo-encoding';
import { profileKeys } from './profile-data';

export const PHOTO_BUCKET = 'profile-pictures';

/** The object path of a stored public URL of our bucket ('{userId}/profile.png'), or null. */
export function photoPathFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/object/public/${PHOTO_BUCKET}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  return decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0]);
}

/**
 * Spec 1 section 7: remove the old file, upload to {userId}/profile.{ext}
 * with overwrite and a 1-hour cache, take the public URL and save it. The
 * URL carries a version so browsers show the new photo despite the cache.
 * `photo` is the browser's re-encoded copy (utils/prepare-photo.ts): its
 * type, not the user's file name, gives the extension (issue 17, point 10).
 */
export async function uploadPhoto(input: { userId: string; photo: Blob; oldUrl: string | null }): Promise<string> {
  const ext = photoExtensionForType(input.photo.type);
  if (!ext) throw new Error(`Not a profile photo type: ${input.photo.type || 'unknown'}`);
  const bucket = supabase.storage.from(PHOTO_BUCKET);
  const path = `${input.userId}/profile.${ext}`;
  const oldPath = photoPathFromUrl(input.oldUrl);
  if (oldPath && oldPath !== path) {
    const removed = await bucket.remove([oldPath]);
    if (removed.error) throw removed.error;
  }
  const uploaded = await bucket.upload(path, input.photo, {
    upsert: true,
    cacheControl: '3600',
    contentType: input.photo.type,
  });
  if (uploaded.error) throw uploaded.error;
  const url = `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
  const { error } = await supabase
    .from('user_profiles')
    .update({ profile_photo_url: url, updated_at: new Date().toISOString() })
    .eq('id', input.userId);
  if (error) throw error;
  return url;
}

/** Removes the stored file and clears the URL. */
export async function removePhoto(input: { userId: string; oldUrl: string | null }) {
  const oldPath = photoPathFromUrl(input.oldUrl);
  if (oldPath) {
    const removed = await supabase.storage.from(PHOTO_BUCKET).remove([oldPath]);
    if (removed.error) throw removed.error;
  }
  const { error } = await supabase
    .from('user_profiles')
    .update({ profile_photo_url: null, updated_at: new Date().toISOString() })
    .eq('id', input.userId);
  if (error) throw error;
}

function useProfileMutation<T extends { userId: string }, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_d, input) => client.invalidateQueries({ queryKey: profileKeys.mine(input.userId) }),
  });
}

export const useUploadPhoto = () => useProfileMutation(uploadPhoto);
export const useRemovePhoto = () => useProfileMutation(removePhoto);
