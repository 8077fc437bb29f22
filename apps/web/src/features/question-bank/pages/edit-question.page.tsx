import { QUESTION_UPDATED, updateQuestionSchema } from '@mathwise/api-contract';
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useAdminQuestion } from '../api/use-admin-question.query';
import { useUpdateQuestion } from '../api/use-save-question.mutation';
import { AdminNav } from '../components/admin-nav.component';
import { QuestionForm } from '../components/question-form.component';
import { QuestionHistory } from '../components/question-history.component';
import { toFormValues } from '../question-form-values';

interface Notice {
  tone: 'success' | 'error';
  message: AlertMessage;
}

/** /admin-portal/question/:questionId (spec 3 §2): the form with 'Save' and 'Back', and the edit history. */
export function EditQuestionPage() {
  const { t } = useTranslation('question-bank');
  const { t: tCommon } = useTranslation();
  const questionId = Number(useParams().questionId);
  usePageTitle(t('form.editPageTitle', { id: questionId }));
  const question = useAdminQuestion(questionId);
  const updateQuestion = useUpdateQuestion();
  const [notice, setNotice] = useState<Notice | null>(null);
  const hideNotice = useCallback(() => setNotice(null), []);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Title order={1}>{t('form.editTitle', { id: questionId })}</Title>
        <TimedAlert
          message={notice?.message ?? null}
          tone={notice?.tone ?? 'success'}
          onHide={hideNotice}
          closeLabel={tCommon('close')}
        />
        {question.isPending && <Loader aria-label={t('form.loading')} />}
        {question.isError && (
          <Alert color="red" role="alert" title={t('form.loadFailed')}>
            {isApiRequestError(question.error) ? question.error.body : question.error.message}
          </Alert>
        )}
        {question.data && (
          <QuestionForm
            // A fresh form per loaded question, so its initial values are the stored ones.
            key={question.data.id}
            mode="edit"
            initialValues={toFormValues(question.data)}
            schema={updateQuestionSchema}
            isSaving={updateQuestion.isPending}
            onNotice={setNotice}
            secondaryAction={
              <Button
                component={Link}
                to={paths.adminQuestions.build()}
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              >
                {t('form.back')}
              </Button>
            }
            onSubmit={(request) => {
              setNotice(null);
              const body = updateQuestionSchema.parse(request);
              updateQuestion.mutate(
                {
                  questionId,
                  isDifficultyChanged: body.difficult_level !== question.data.difficult_level,
                  question: body,
                },
                {
                  onSuccess: () =>
                    setNotice({
                      tone: 'success',
                      message: { title: t('form.successTitle'), body: QUESTION_UPDATED },
                    }),
                  onError: (error) =>
                    setNotice({
                      tone: 'error',
                      message: isApiRequestError(error)
                        ? { title: error.title, body: error.body }
                        : { title: t('form.failedTitle'), body: t('form.failedBody') },
                    }),
                },
              );
            }}
          />
        )}
        {Number.isInteger(questionId) && questionId > 0 && <QuestionHistory questionId={questionId} />}
      </Stack>
    </Container>
  );
}
