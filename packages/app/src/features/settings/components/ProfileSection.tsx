import { Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { PROFILE_IMAGE_FIELD, type TLoginUserDetails } from '@portal/contracts';

import { FormField, notify, SectionCard, UserAvatar } from '@portal/ui';

import { accountApi } from '@/features/account/api/account-api';
import { UPDATE_FALLBACK } from '@/features/account/api/messages';
import { ProfileFields } from '@/features/auth/components/ProfileFields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { useStores } from '@/stores/StoreProvider';

import { pictureProblem, ZProfileForm, type TProfileForm } from '../schemas/settings';

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
  const pictureInputId = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const isProvider = details?.user.role === 'provider';
  const { form, submit } = useServerForm<TProfileForm>(
    {
      resolver: zodResolver(ZProfileForm),
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

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
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
              <Stack gap="1">
                <chakra.label htmlFor={pictureInputId} fontWeight="medium">
                  Profile picture
                </chakra.label>
                <chakra.input
                  id={pictureInputId}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  aria-describedby={`${pictureInputId}-hint`}
                  onChange={(event) => choosePicture(event.target.files?.[0])}
                />
                <Text
                  id={`${pictureInputId}-hint`}
                  textStyle="sm"
                  color={pictureError ? 'fg.error' : 'fg.muted'}
                >
                  {pictureError ??
                    (picture
                      ? 'Preview: saved when you press “Save profile”.'
                      : 'PNG, JPEG, WebP or GIF, at most 2 MB.')}
                </Text>
              </Stack>
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
