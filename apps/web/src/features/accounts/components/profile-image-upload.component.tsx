import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  PROFILE_IMAGE_ADDED,
  PROFILE_IMAGE_FORMAT,
  PROFILE_IMAGE_MIME_TYPES,
  profileImageFileSchema,
} from '@mathwise/api-contract';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useUploadProfileImage } from '../api/use-upload-profile-image.mutation';

interface ProfileImageUploadProps {
  userId: string;
  picture: string | null;
  name: string;
  onUploaded: () => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

/** Spec 2 §5: the first rejection's message, size before format like the contract's schema. */
export function describeRejection(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-too-large')) return IMAGE_TOO_LARGE;
  return PROFILE_IMAGE_FORMAT;
}

/** Profile image: png, jpeg or gif under 100 MB, checked here and again by the server (by content). */
export function ProfileImageUpload({ userId, picture, name, onUploaded, onNotice }: ProfileImageUploadProps) {
  const { t } = useTranslation('accounts');
  const upload = useUploadProfileImage();
  const fail = (body: string) =>
    onNotice({ tone: 'error', message: { title: t('settings.imageErrorTitle'), body } });

  const onDrop = (files: File[]) => {
    const [file] = files;
    if (!file || upload.isPending) return;
    const check = profileImageFileSchema.safeParse({ size: file.size, type: file.type });
    if (!check.success) {
      fail(check.error.issues[0]?.message ?? PROFILE_IMAGE_FORMAT);
      return;
    }
    upload.mutate(
      { file, userId, oldPicture: picture },
      {
        onSuccess: () => {
          onNotice({
            tone: 'success',
            message: { title: t('settings.imageAddedTitle'), body: PROFILE_IMAGE_ADDED },
          });
          onUploaded();
        },
        // Spec 2 §8: an image failure shows the server's own title and body.
        onError: (error) =>
          onNotice({
            tone: 'error',
            message: isApiRequestError(error)
              ? { title: error.title, body: error.body }
              : { title: t('settings.imageErrorTitle'), body: t('settings.imageFailed') },
          }),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-image-heading">
      <Title order={2} size="h3" id="profile-image-heading">
        {t('settings.imageHeading')}
      </Title>
      <Group align="center" gap="lg">
        <Avatar src={picture} alt={t('settings.imageAlt', { name })} size={96} radius={96} color="brand">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Dropzone
          onDrop={onDrop}
          onReject={(rejections) => {
            const [first] = rejections;
            if (first) fail(describeRejection(first));
          }}
          maxSize={MAX_IMAGE_BYTES}
          accept={[...PROFILE_IMAGE_MIME_TYPES]}
          multiple={false}
          loading={upload.isPending}
          aria-label={t('settings.imageDrop')}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
            <IconPhoto size={32} aria-hidden="true" />
            <Stack gap={2}>
              <Text fw={600}>{t('settings.imageDrop')}</Text>
              <Text size="sm">{t('settings.imageHint')}</Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
    </Stack>
  );
}
