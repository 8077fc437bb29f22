import { UPLOAD_KINDS, type UploadKind, type UploadRowError } from '@mathwise/api-contract';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  List,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { UploadRefusedError, useUploadRows } from '../api/use-upload-rows.mutation';
import { AdminNav } from '../components/admin-nav.component';
import { groupErrorsByRow, MAX_UPLOAD_FILE_BYTES, previewUpload, type UploadPreview } from '../tsv-upload';

/** The preview shows the first rows in full; every row's errors are listed whatever its position. */
const PREVIEW_ROWS = 200;

interface LoadedFile {
  name: string;
  preview: UploadPreview;
}

/**
 * /data-upload (spec 3 §2): reads a tab-separated file, shows its rows with every row's errors before anything is
 * sent, then sends them to the kind's call. Teacher only (the admin layout's guard, and the server's policy).
 */
export function DataUploadPage() {
  const { t } = useTranslation('question-bank');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('upload.pageTitle'));
  const kindLabelId = useId();
  const [kind, setKind] = useState<UploadKind>('questions');
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<UploadRowError[]>([]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: AlertMessage } | null>(null);
  const hideNotice = useCallback(() => setNotice(null), []);
  const upload = useUploadRows();

  const readFile = async (chosen: File | null, chosenKind: UploadKind) => {
    setFile(chosen);
    setLoaded(null);
    setReadError(null);
    setServerErrors([]);
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_FILE_BYTES) {
      setReadError(t('upload.fileTooLarge'));
      return;
    }
    try {
      const text = await chosen.text();
      setLoaded({ name: chosen.name, preview: previewUpload(chosenKind, text) });
    } catch {
      setReadError(t('upload.readFailed'));
    }
  };

  const send = () => {
    if (!loaded || loaded.preview.errors.length > 0) return;
    setNotice(null);
    setServerErrors([]);
    upload.mutate(
      { kind, rows: loaded.preview.rows },
      {
        onSuccess: (result) =>
          setNotice({
            tone: 'success',
            message: { title: t('upload.sentTitle'), body: t('upload.sentBody', { ...result }) },
          }),
        onError: (error) => {
          setNotice({
            tone: 'error',
            message: { title: (error as UploadRefusedError).title, body: (error as UploadRefusedError).body },
          });
          if (error instanceof UploadRefusedError) setServerErrors(error.rowErrors);
        },
      },
    );
  };

  const errors = loaded?.preview.errors ?? [];
  const errorsByRow = groupErrorsByRow([...errors, ...serverErrors]);
  const rowsWithErrors = new Set(errors.map((error) => error.row)).size;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Title order={1}>{t('upload.title')}</Title>
        <Text maw={760}>{t('upload.intro')}</Text>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'success'}
          onHide={hideNotice}
          closeLabel={tCommon('close')}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm" id={kindLabelId}>
            {t('upload.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabelId}
            value={kind}
            onChange={(value) => {
              const next = UPLOAD_KINDS.find((candidate) => candidate === value) ?? 'questions';
              setKind(next);
              void readFile(file, next);
            }}
            data={UPLOAD_KINDS.map((value) => ({ value, label: t(`upload.kinds.${value}`) }))}
            maw={520}
          />
        </Stack>
        <FileInput
          label={t('upload.file')}
          placeholder={t('upload.filePlaceholder')}
          accept=".tsv,.txt,text/tab-separated-values,text/plain"
          value={file}
          onChange={(chosen) => void readFile(chosen, kind)}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          clearable
          clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
          maw={520}
          error={readError}
        />
        {loaded && (
          <Stack gap="sm" component="section" aria-labelledby="upload-preview-heading">
            <Title order={2} size="h3" id="upload-preview-heading">
              {t('upload.previewHeading')}
            </Title>
            <Text>{t('upload.summary', { count: loaded.preview.rows.length })}</Text>
            {errors.length > 0 ? (
              <Alert color="red" role="alert" title={t('upload.rowsWithErrors', { count: rowsWithErrors })}>
                <List size="sm">
                  {errors.slice(0, 50).map((error) => (
                    <List.Item key={`${error.row}-${error.field}`}>
                      {t('upload.rowError', { ...error })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              serverErrors.length === 0 && (
                <Text c="green.8" fw={600}>
                  {t('upload.allRowsGood')}
                </Text>
              )
            )}
            {serverErrors.length > 0 && (
              <Alert color="red" title={t('upload.serverErrorsHeading')}>
                <List size="sm">
                  {serverErrors.map((error) => (
                    <List.Item key={`${error.row}-${error.field}`}>
                      {t('upload.rowError', { ...error })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group>
              <Button
                onClick={send}
                disabled={errors.length > 0 || loaded.preview.rows.length === 0}
                loading={upload.isPending}
                leftSection={<IconUpload size={18} aria-hidden="true" />}
              >
                {t('upload.send', { count: loaded.preview.rows.length })}
              </Button>
            </Group>
            <Table.ScrollContainer minWidth={700}>
              <Table striped withTableBorder>
                <Table.Caption>{t('upload.previewCaption', { file: loaded.name })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('upload.row')}</Table.Th>
                    {loaded.preview.fields.map((field) => (
                      <Table.Th scope="col" key={field}>
                        {field}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{t('upload.errors')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loaded.preview.rows.slice(0, PREVIEW_ROWS).map((row, index) => {
                    const rowErrors = errorsByRow.get(index + 1) ?? [];
                    return (
                      <Table.Tr key={index} bg={rowErrors.length > 0 ? 'red.0' : undefined}>
                        <Table.Th scope="row">{index + 1}</Table.Th>
                        {loaded.preview.fields.map((field) => (
                          <Table.Td key={field}>{String(row[field] ?? '')}</Table.Td>
                        ))}
                        <Table.Td c={rowErrors.length > 0 ? 'red.9' : undefined}>
                          {rowErrors.length > 0 ? (
                            <Stack gap={4}>
                              {rowErrors.map((error) => (
                                <Text key={`${error.field}-${error.message}`} size="sm" inherit>
                                  {`${error.field}: ${error.message}`}
                                </Text>
                              ))}
                            </Stack>
                          ) : (
                            t('upload.noErrors')
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
