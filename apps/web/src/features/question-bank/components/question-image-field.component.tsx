import {
  FILE_FORMAT_ERROR_TITLE,
  FILE_SIZE_ERROR_TITLE,
  MAX_IMAGE_BYTES,
  QUESTION_EDIT_IMAGE_MIME_TYPES,
  QUESTION_IMAGE_ADDED,
  QUESTION_IMAGE_MIME_TYPES,
  questionEditImageFileSchema,
  questionImageFileSchema,
} from '@mathwise/api-contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useUploadQuestionImage } from '../api/use-upload-question-image.mutation';

interface QuestionImageFieldProps {
  form: 'add' | 'edit';
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

/**
 * The question's image (spec 3 §5): png, svg, jpeg or gif on add, png or jpeg on edit, under 100 MB. Checked here
 * with the shared schema ('File Size Error' / 'File Format Error'), then by content on the server.
 */
export function QuestionImageField({ form, imageUrl, onChange, onNotice }: QuestionImageFieldProps) {
  const { t } = useTranslation('question-bank');
  const upload = useUploadQuestionImage();
  const schema = form === 'edit' ? questionEditImageFileSchema : questionImageFileSchema;
  const mimeTypes = form === 'edit' ? QUESTION_EDIT_IMAGE_MIME_TYPES : QUESTION_IMAGE_MIME_TYPES;

  const refuse = (file: { size: number; type: string }) => {
    const checked = schema.safeParse(file);
    if (checked.success) return false;
    const issue = checked.error.issues[0];
    const title = issue?.path[0] === 'size' ? FILE_SIZE_ERROR_TITLE : FILE_FORMAT_ERROR_TITLE;
    // Spec 3 §5: the edit form reports its refusal in the console; shown on screen as well, so it is not missed.
    if (form === 'edit') console.warn(`${title}: ${issue?.message ?? ''}`);
    onNotice({ tone: 'error', message: { title, body: issue?.message ?? '' } });
    return true;
  };

  const onDrop = (files: File[]) => {
    const [file] = files;
    if (!file || upload.isPending || refuse(file)) return;
    upload.mutate(
      { file, form },
      {
        onSuccess: ({ image_url: uploaded }) => {
          onChange(uploaded);
          onNotice({
            tone: 'success',
            message: { title: t('form.imageAddedTitle'), body: QUESTION_IMAGE_ADDED },
          });
        },
        onError: (error) =>
          onNotice({
            tone: 'error',
            message: isApiRequestError(error)
              ? { title: error.title, body: error.body }
              : { title: FILE_FORMAT_ERROR_TITLE, body: t('form.failedBody') },
          }),
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id="question-image-label">
        {t('form.image')}
      </Text>
      <Dropzone
        onDrop={onDrop}
        onReject={(rejections) => {
          const [first] = rejections;
          if (first) refuse({ size: first.file.size, type: first.file.type });
        }}
        // Larger files reach onReject with their size, so the message is the spec's, not the browser's.
        maxSize={MAX_IMAGE_BYTES}
        accept={[...mimeTypes]}
        multiple={false}
        loading={upload.isPending}
        aria-labelledby="question-image-label"
        inputProps={{ 'aria-label': t('form.imageDrop') }}
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
          <IconPhoto size={28} aria-hidden="true" />
          <Stack gap={2}>
            <Text fw={600}>{t('form.imageDrop')}</Text>
            <Text size="sm">{form === 'edit' ? t('form.imageHintEdit') : t('form.imageHintAdd')}</Text>
          </Stack>
        </Group>
      </Dropzone>
      {imageUrl && (
        <Group gap="sm">
          <Text size="sm">{t('form.imageCurrent', { name: imageUrl })}</Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('form.removeImage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
