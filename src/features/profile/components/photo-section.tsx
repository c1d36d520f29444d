import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useRemovePhoto, useUploadPhoto } from '../api/photo';
import { preparePhoto } from '../utils/prepare-photo';

type Props = { userId: string; name: string; photoUrl: string | null };
type Message = { tone: 'success' | 'error'; text: string } | null;

/** Avatar with photo upload and remove (spec 1 sections 2, 5, 7, 8). */
export function PhotoSection({ userId, name, photoUrl }: Props) {
  const { t } = useTranslation('profile');
  const { refreshProfile } = useAuth();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [message, setMessage] = useState<Message>(null);
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || upload.isPending || remove.isPending;
  // The input is disabled while busy, which drops its focus, and after removal the
  // Remove button is gone: focus goes back to the file input once it is enabled again.
  const [focusInput, setFocusInput] = useState(false);
  useEffect(() => {
    if (focusInput && !busy) {
      input.current?.focus();
      setFocusInput(false);
    }
  }, [focusInput, busy]);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase())
      .slice(0, 2)
      .join('') || '?';

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    setPreparing(true);
    try {
      // Issue 17, point 10: only a re-encoded copy is uploaded (no EXIF, no GPS).
      const prepared = await preparePhoto(file);
      if ('problem' in prepared) {
        setMessage({ tone: 'error', text: t(prepared.problem) });
      } else {
        await upload.mutateAsync({ userId, photo: prepared.photo, oldUrl: photoUrl });
        setMessage({ tone: 'success', text: `${t('photo.uploaded')} ${t('photo.metadataRemoved')}` });
        void refreshProfile();
      }
    } catch {
      setMessage({ tone: 'error', text: t('errors.uploadFailed') });
    } finally {
      setPreparing(false);
      setFocusInput(true);
    }
    if (input.current) input.current.value = '';
  };
  const onRemove = async () => {
    setMessage(null);
    try {
      await remove.mutateAsync({ userId, oldUrl: photoUrl });
      setMessage({ tone: 'success', text: t('photo.removed') });
      void refreshProfile();
      setFocusInput(true);
    } catch {
      setMessage({ tone: 'error', text: t('errors.removeFailed') });
    }
  };

  return (
    <section aria-labelledby="photo-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
      <h2 id="photo-title" className="mb-3 text-xl font-bold">
        {t('photo.title')}
      </h2>
      {message ? (
        <Banner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt={t('photo.alt', { name })}
            className="h-24 w-24 rounded-full border-2 border-slate-700 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-24 w-24 items-center justify-center rounded-full border-2 border-slate-700 bg-blue-50 text-3xl font-bold text-blue-950"
          >
            {initials}
          </div>
        )}
        {/* basis-52: at 320 px the text wraps under the avatar instead of a narrow column beside it. */}
        <div className="min-w-0 flex-1 basis-52">
          {!photoUrl ? <p className="mb-2">{t('photo.none')}</p> : null}
          <label htmlFor="profile-photo" className="mb-1 block font-semibold">
            {photoUrl ? t('photo.change') : t('photo.upload')}
          </label>
          <p id="profile-photo-hint" className="mb-1 text-slate-700">
            {t('photo.hint')}
          </p>
          <input
            ref={input}
            id="profile-photo"
            type="file"
            accept="image/*"
            aria-describedby="profile-photo-hint"
            disabled={busy}
            className="block w-full max-w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-blue-900 file:bg-white file:px-3 file:font-semibold file:text-blue-900"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {preparing || upload.isPending ? (
            <p role="status" className="mt-1">
              {t('photo.uploading')}
            </p>
          ) : null}
          {photoUrl ? (
            <Button variant="danger" className="mt-3" onClick={onRemove} busy={remove.isPending} disabled={busy}>
              {remove.isPending ? t('photo.removing') : t('photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
