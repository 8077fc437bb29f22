import { addQuestionSchema, QUESTION_ADDED } from '@mathwise/api-contract';
import { Container, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useAddQuestion } from '../api/use-save-question.mutation';
import { AdminNav } from '../components/admin-nav.component';
import { QuestionForm } from '../components/question-form.component';
import { EMPTY_QUESTION_FORM } from '../question-form-values';

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

/** /admin-portal/addQuestion (spec 3 §2): the form with 'Add'; failures show the server's title and body. */
export function AddQuestionPage() {
  const { t } = useTranslation('question-bank');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('form.addPageTitle'));
  const addQuestion = useAddQuestion();
  const [notice, setNotice] = useState<Notice | null>(null);
  const hideNotice = useCallback(() => setNotice(null), []);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Title order={1}>{t('form.addTitle')}</Title>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'success'}
          onHide={hideNotice}
          closeLabel={tCommon('close')}
        />
        <QuestionForm
          mode="add"
          initialValues={EMPTY_QUESTION_FORM}
          schema={addQuestionSchema}
          isSaving={addQuestion.isPending}
          onNotice={setNotice}
          onSubmit={(request, _values, reset) => {
            setNotice(null);
            addQuestion.mutate(addQuestionSchema.parse(request), {
              onSuccess: () => {
                setNotice({
                  tone: 'success',
                  message: { title: t('form.successTitle'), body: QUESTION_ADDED },
                });
                reset();
              },
              onError: (error) =>
                setNotice({
                  tone: 'error',
                  message: isApiRequestError(error)
                    ? { title: error.title, body: error.body }
                    : { title: t('form.failedTitle'), body: t('form.failedBody') },
                }),
            });
          }}
        />
      </Stack>
    </Container>
  );
}
