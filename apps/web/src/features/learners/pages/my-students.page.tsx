import { COURSE_ID, type Learner } from '@mathwise/api-contract';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useSubscription } from '../../billing/api/use-subscription.query';
import { subjectsQueryOptions } from '../../curriculum/api/use-subjects.query';
import { sentFamilyInvitationsQueryKey } from '../api/use-family-invitations.query';
import { useLearners } from '../api/use-learners.query';
import {
  AddExistingEmailDialog,
  type AddExistingState,
} from '../components/add-existing-email-dialog.component';
import { AddExistingNameGradeDialog } from '../components/add-existing-name-grade-dialog.component';
import { AddNewLearnerDialog } from '../components/add-new-learner-dialog.component';
import { AddLearnerChoiceDialog } from '../components/add-learner-choice-dialog.component';
import { LearnerCard } from '../components/learner-card.component';
import { SentInvitations } from '../components/sent-invitations.component';
import { SubscriptionPausedDialog } from '../../billing/components/subscription-paused-dialog.component';

type DialogId = 'choice' | 'existing-email' | 'existing-name-grade' | 'new' | null;

/** Which add-student dialog the address names (spec 2 §2); any other tab shows the list alone. */
export function selectDialog(tab: string | undefined, step: string | undefined): DialogId {
  if (tab === 'add-student') return 'choice';
  if (tab === 'add-existing') return step === 'name-grade' ? 'existing-name-grade' : 'existing-email';
  if (tab === 'add-new') return 'new';
  return null;
}

function readAddExistingState(state: unknown): AddExistingState | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Partial<AddExistingState>).learnerEmail;
  return typeof email === 'string' && email.length > 0 ? { learnerEmail: email } : null;
}

/** /my-students/:tab?/:addStudent? (spec 2 §2): the parent's students and the add-student dialogs. */
export function MyStudentsPage() {
  const { t } = useTranslation('learners');
  usePageTitle(t('page.title'));
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state: auth } = useAuth();
  const subscriptionState = useSubscription();
  const subscription = subscriptionState.status === 'present' ? subscriptionState.subscription : null;
  const learners = useLearners(subscription?.id ?? null);
  const grades = useQuery(subjectsQueryOptions(COURSE_ID));
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  // The learner a dialog just added: their card takes focus when the reloaded list shows it, because the control
  // that opened the dialog may be gone (the intro's buttons, Add student once no membership is left) and focus
  // would fall back to the page (WCAG 2.4.3).
  const [addedLearnerId, setAddedLearnerId] = useState<number | null>(null);
  const dialog = selectDialog(params.tab, params.addStudent);
  const addExistingState = readAddExistingState(location.state);

  // Students are the parent's to manage; a learner's own home is My Practice.
  if (auth.status === 'learner') return <Navigate to={paths.myPractice.build()} replace />;
  // Spec 2 §2: a parent without a subscription sees a spinner here (the guard has already routed everyone else).
  if (!subscription) return <PageSpinner label={t('page.loading')} />;
  if (dialog === 'existing-name-grade' && !addExistingState) {
    return <Navigate to={paths.myStudentsAddExisting.build()} replace />;
  }

  const closeDialog = () => void navigate(paths.myStudents.build());
  // A connected learner joins only once they accept in their own account (docs/decisions/018): no card yet.
  const onAdded = (message: AlertMessage, learner: Learner | null) => {
    setNotice(message);
    if (learner) setAddedLearnerId(learner.id);
    void navigate(paths.myStudents.build());
    void queryClient.invalidateQueries({ queryKey: ['learners', 'learners'] });
    void queryClient.invalidateQueries({ queryKey: sentFamilyInvitationsQueryKey });
  };
  const slotsLeft = Math.max(0, subscription.empty_learners);
  const gradeName = (gradeId: number | null) =>
    grades.data?.find((grade) => grade.id === gradeId)?.name ?? null;
  const list = learners.data ?? subscription.learners;

  let body;
  if (learners.isPending && subscription.learners.length === 0) {
    body = <PageSpinner label={t('page.loading')} isInline />;
  } else if (list.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="intro-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="intro-heading">
            {t('intro.title')}
          </Title>
          <Text>{t('intro.body', { count: slotsLeft })}</Text>
          <Group>
            <Button
              component={Link}
              to={paths.myStudentsAddExisting.build()}
              variant="outline"
              disabled={slotsLeft === 0}
            >
              {t('intro.connectExisting')}
            </Button>
            <Button component={Link} to={paths.myStudentsAddNew.build()} disabled={slotsLeft === 0}>
              {t('intro.createNew')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.map((learner) => (
          <LearnerCard
            key={learner.id}
            learner={learner}
            gradeName={gradeName(learner.current_subject)}
            isJustAdded={learner.id === addedLearnerId}
            onDeleted={setNotice}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('page.title')}</Title>
          {list.length > 0 &&
            (slotsLeft > 0 ? (
              <Button component={Link} to={paths.myStudentsAddStudent.build()}>
                {t('page.addStudent')}
              </Button>
            ) : (
              <Button disabled>{t('page.addStudent')}</Button>
            ))}
        </Group>
        {list.length > 0 && <Text>{t('page.slotsLeft', { count: slotsLeft })}</Text>}
        <TimedAlert
          message={notice}
          tone="success"
          onHide={() => setNotice(null)}
          closeLabel={t('dialog.close')}
        />
        {learners.isError && <Text role="alert">{t('page.loadFailed')}</Text>}
        {body}
        <SentInvitations />
      </Stack>

      <AddLearnerChoiceDialog isOpen={dialog === 'choice'} slotsLeft={slotsLeft} onClose={closeDialog} />
      <AddExistingEmailDialog isOpen={dialog === 'existing-email'} onClose={closeDialog} />
      {addExistingState && (
        <AddExistingNameGradeDialog
          isOpen={dialog === 'existing-name-grade'}
          learnerEmail={addExistingState.learnerEmail}
          subscription={subscription}
          onClose={closeDialog}
          onAdded={onAdded}
        />
      )}
      <AddNewLearnerDialog
        isOpen={dialog === 'new'}
        subscription={subscription}
        onClose={closeDialog}
        onAdded={onAdded}
      />
      {/* Nothing on this page works while paused, so closing leaves for the settings (spec 2 §2). */}
      <SubscriptionPausedDialog
        isOpen={subscription.status === 'paused'}
        userType="parent"
        onClose={() => void navigate(paths.settings.build())}
      />
    </Container>
  );
}
