import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';

import type { TLoginUserDetails } from '@portal/contracts';
import { PROFILE_IMAGE_FIELD } from '@portal/contracts/constants';

import { FilePicker, FormField, notify, SectionCard, UserAvatar } from '@portal/ui';

import { accountApi, UPDATE_FALLBACK } from '@/features/account';
import { ProfileFields } from '@/lib/forms/ProfileFields';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/useServerForm';
import { useStores } from '@/stores/StoreProvider';

import { PICTURE_TYPES, pictureProblem } from '../schemas/picture';
import type { TProfileForm } from '../schemas/settings';

// zod and the form's schema load with the first check: Settings shows without them.
const profileResolver = lazyResolver<TProfileForm>(async () => {
  const { profileResolver: resolver } = await import('../schemas/profile-resolver');
  return resolver;
});

function formValues(details: TLoginUserDetails): TProfileForm {
  const { user } = details;
  return {
    fullName: user.fullName,
    department: details.department ?? '',
    gender: user.gender ?? '',
    age: user.age === null ? '' : String(user.age),
    contactNo: user.contactNo ?? '',
    address: user.address ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
  };
}

/** The user's profile and picture (update-me, multipart). */
export const ProfileSection = observer(function ProfileSection() {
  const { session } = useStores();
  const details = session.loginUser;
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const isProvider = details?.user.role === 'provider';
  const { form, submit } = useServerForm<TProfileForm>(
    {
      resolver: profileResolver,
      defaultValues: details ? formValues(details) : undefined,
    },
    {
      fallback: UPDATE_FALLBACK,
      failureShownAs: 'toast',
      onSubmit: async (values) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(values)) {
          if (key === 'department' && !isProvider) continue;
          body.append(key, value);
        }
        if (picture) body.append(PROFILE_IMAGE_FIELD, picture);
        const { message, data } = await accountApi.updateMe(body);
        notify.success(message);
        session.setLoginUser(data);
        form.reset(formValues(data));
        setPicture(null);
        setPreview(null);
      },
    },
  );

  // The preview is a blob URL of the chosen file; it is released when replaced or unmounted.
  useEffect(() => {
    if (!picture) return undefined;
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  if (!details) return null;

  const choosePicture = (file: File | null) => {
    if (!file) {
      setPicture(null);
      setPreview(null);
      setPictureError(null);
      return;
    }
    const problem = pictureProblem(file);
    setPictureError(problem);
    setPicture(problem ? null : file);
    if (problem) setPreview(null);
  };

  return (
    <SectionCard title="Profile" description="How you appear to the practice.">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="5">
            <HStack gap="4" align="center" wrap="wrap">
              <UserAvatar
                size="2xl"
                name={details.user.fullName}
                src={preview ?? details.user.profileImage}
              />
              <FormField
                label="Profile picture"
                flex="1"
                minW="0"
                error={pictureError ?? undefined}
                helperText={
                  picture
                    ? 'Preview: saved when you press “Save profile”.'
                    : 'PNG, JPEG, WebP or GIF, at most 2 MB.'
                }
              >
                <FilePicker
                  accept={PICTURE_TYPES.join(',')}
                  buttonLabel="Choose a picture"
                  noFileText="No new picture chosen"
                  clearLabel="Remove the chosen picture"
                  fileName={picture?.name ?? null}
                  onFileChange={choosePicture}
                />
              </FormField>
            </HStack>
            <FormField label="Full name" error={form.formState.errors.fullName?.message} required>
              <Input autoComplete="name" {...form.register('fullName')} />
            </FormField>
            <ProfileFields>
              {isProvider && (
                <FormField label="Department" error={form.formState.errors.department?.message}>
                  <Input autoComplete="organization-title" {...form.register('department')} />
                </FormField>
              )}
            </ProfileFields>
            <HStack>
              <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving…">
                Save profile
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
    </SectionCard>
  );
});
