import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { MESSAGES, type User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/session-context';
import {
  PROFILE_PICTURE_TYPES,
  profilePictureProblem,
  useUploadProfilePicture,
} from '../api/upload-profile-picture';

const displayName = (user: User) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

export function ProfilePhotoCard({ user }: { user: User }) {
  const upload = useUploadProfilePicture();
  const { updateUser } = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the image in memory until revoked.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setPreview(null);
    setFile(null);
    if (!picked) return;
    const reason = profilePictureProblem(picked);
    setProblem(reason);
    if (!reason) setFile(picked);
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (saved) => {
        updateUser(saved);
        notify.success(MESSAGES.profileUpdated);
        reset();
      },
      onError: (error) => notifyError(error, MESSAGES.profileUpdateFailed),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile photo</CardTitle>
        <CardDescription>
          JPEG, PNG or WebP, up to 5 MB. Location data stored in the photo is removed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={displayName(user)} src={preview ?? user.profile_picture ?? user.avatar_url} size="lg" />
        <div className="flex flex-1 flex-col gap-2">
          <FormField label="Choose a photo" error={problem ?? undefined}>
            <input
              ref={inputRef}
              id="profile-photo"
              type="file"
              accept={PROFILE_PICTURE_TYPES.join(',')}
              onChange={onPick}
              className="text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-4 file:font-medium hover:file:bg-subtle"
            />
          </FormField>
          {file ? (
            <div className="flex gap-2">
              <Button icon={ImageUp} onClick={onUpload} loading={upload.isPending} size="sm">
                Upload photo
              </Button>
              <Button variant="ghost" size="sm" onClick={reset} disabled={upload.isPending}>
                Cancel
              </Button>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
