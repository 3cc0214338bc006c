import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_CONTENT_TYPES, ProfileForm, TEXT, type User } from '@leavedesk/contracts';
import { Camera } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '@/components/page-header';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { fullName, roleLabel } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { CalendarFeeds } from './calendar-feeds';
import { EditPictureDialog } from './picture-dialog';
import { useUpdatePicture } from './update-picture';
import { useUpdateProfile } from './update-profile';

export const ONLY_IMAGES = 'Only JPEG and PNG images can be uploaded.';

function namesOf(user: User): ProfileForm {
  return { firstName: user.firstName, lastName: user.lastName ?? '' };
}

/** /profile: any signed-in user, their own name and picture (part 2 §2–§5). */
export function Component() {
  const user = useCurrentUser();
  const name = fullName(user);
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [picked, setPicked] = React.useState<File | null>(null);
  const updatePicture = useUpdatePicture();
  const updateProfile = useUpdateProfile();

  const form = useForm({ resolver: zodResolver(ProfileForm), defaultValues: namesOf(user) });
  const { errors, isDirty } = form.formState;

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after Cancel.
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: ONLY_IMAGES });
      return;
    }
    setPicked(file);
  };

  const onSavePicture = (image: Blob) =>
    updatePicture.mutate(image, {
      onSuccess: () => {
        setPicked(null);
        toast({ variant: 'success', title: TEXT.profilePictureUpdated });
      },
    });

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      {
        onSuccess: (saved) => {
          form.reset(namesOf(saved));
          toast({ variant: 'success', title: TEXT.profileUpdated });
        },
      },
    ),
  );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title="Profile"
        description="Your name and picture, as your colleagues see them, and your calendar feeds."
      />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <div className="relative">
              <UserAvatar
                name={name}
                url={user.avatar?.url}
                className="size-28 text-3xl ring-4 ring-background"
                data-testid="profile-avatar"
              />
              <Button
                size="icon-sm"
                variant="secondary"
                className="absolute right-0 bottom-0 rounded-full border shadow-sm"
                aria-label="Change picture"
                disabled={updatePicture.isPending}
                onClick={() => fileInput.current?.click()}
              >
                <Camera />
              </Button>
            </div>
            <div className="grid w-full min-w-0 gap-1">
              <p className="line-clamp-2 text-lg font-semibold wrap-anywhere" title={name}>
                {name}
              </p>
              <p className="truncate text-sm text-muted-foreground" title={user.email}>
                {user.email}
              </p>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label="Profile picture"
              data-testid="profile-picture-input"
              onChange={onPick}
            />
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              disabled={updatePicture.isPending}
              onClick={() => fileInput.current?.click()}
            >
              Upload picture
            </Button>
            <p className="text-xs text-muted-foreground">JPEG or PNG, up to 5 MB.</p>
            <dl className="grid w-full gap-3 border-t pt-4 text-left text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Role</dt>
                <dd>
                  <Badge variant="secondary">{roleLabel(user.role)}</Badge>
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="shrink-0 text-muted-foreground">Team</dt>
                <dd className="min-w-0 truncate font-medium" title={user.team?.name}>
                  {user.team?.name ?? 'No team'}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Personal information</CardTitle>
            <CardDescription>Your e-mail address and role are managed by your administrator.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate className="grid gap-5" onSubmit={onSubmit}>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="First Name" error={errors.firstName?.message}>
                  {(field) => <Input {...field} autoComplete="given-name" {...form.register('firstName')} />}
                </FormField>
                <FormField label="Last Name" error={errors.lastName?.message}>
                  {(field) => <Input {...field} autoComplete="family-name" {...form.register('lastName')} />}
                </FormField>
              </div>
              <FormField label="Email">
                {(field) => <Input {...field} value={user.email} readOnly disabled />}
              </FormField>
              <div className="flex justify-end gap-2">
                <Button
                  variant="outline"
                  disabled={updateProfile.isPending}
                  onClick={() => form.reset(namesOf(user))}
                >
                  Reset
                </Button>
                <Button type="submit" disabled={updateProfile.isPending || !isDirty}>
                  {updateProfile.isPending && <Spinner />}
                  {updateProfile.isPending ? 'Processing...' : 'Update'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <div className="mt-6">
        <CalendarFeeds />
      </div>

      <EditPictureDialog
        file={picked}
        saving={updatePicture.isPending}
        onCancel={() => setPicked(null)}
        onSave={onSavePicture}
      />
    </div>
  );
}
