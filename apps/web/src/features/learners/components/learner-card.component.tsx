import type { Learner } from '@mathwise/api-contract';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useExportLearnerData } from '../api/use-export-learner-data.mutation';
import { displayLearnerName } from '../learner-name';
import { DeleteLearnerDialog } from './delete-learner-dialog.component';
import { LearnerWeek } from './learner-week.component';

interface LearnerCardProps {
  learner: Learner;
  gradeName: string | null;
  /** Set on the learner a dialog has just added: the card takes focus once it shows. */
  isJustAdded?: boolean;
  /** Called once the learner is deleted, with the server's notice. */
  onDeleted: (notice: AlertMessage) => void;
}

/**
 * One learner on My Students, the parent's home: name (nickname when the name is an e-mail), e-mail, grade, the last
 * 7 days' practice, links to the progress report and practice summary (spec 3 §2), settings, and the learner's data:
 * a JSON export and deletion (docs/privacy.md).
 */
export function LearnerCard({ learner, gradeName, isJustAdded = false, onDeleted }: LearnerCardProps) {
  const { t } = useTranslation('learners');
  const name = displayLearnerName(learner.user);
  const headingId = `learner-${learner.id}`;
  const exportData = useExportLearnerData();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isJustAdded) cardRef.current?.focus();
  }, [isJustAdded]);
  return (
    <Card
      ref={cardRef}
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      tabIndex={isJustAdded ? -1 : undefined}
      // Paper draws no outline of its own; Mantine's ring shows keyboard users where focus landed.
      className="mantine-focus-auto"
    >
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={learner.user.picture} alt="" radius="xl" size="lg" color="brand">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Title order={3} size="h4" id={headingId}>
              {name}
            </Title>
            <Text size="sm">{learner.user.email}</Text>
          </Stack>
        </Group>
        <Text>{gradeName ? t('card.grade', { grade: gradeName }) : t('card.noGrade')}</Text>
        <Text size="sm">{learner.status ? t('card.membershipActive') : t('card.membershipPaused')}</Text>
        <LearnerWeek learnerUserId={learner.user_id} headingId={headingId} />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 1 }} spacing="xs">
          <Button
            component={Link}
            to={paths.parentProgress.build(learner.user_id)}
            aria-label={t('card.progressFor', { name })}
          >
            {t('card.progress')}
          </Button>
          <Button
            component={Link}
            to={paths.parentSummary.build(learner.user_id)}
            aria-label={t('card.summaryFor', { name })}
          >
            {t('card.summary')}
          </Button>
        </SimpleGrid>
        <Button
          component={Link}
          to={paths.accountSettings.build(learner.user_id)}
          variant="outline"
          aria-label={t('card.settingsFor', { name })}
        >
          {t('card.settings')}
        </Button>
        <Group grow gap="xs">
          <Button
            variant="subtle"
            size="compact-md"
            loading={exportData.isPending}
            aria-label={t('card.exportFor', { name })}
            onClick={() => exportData.mutate({ learnerUserId: learner.user_id, learnerName: name })}
          >
            {t('card.export')}
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            size="compact-md"
            aria-label={t('card.deleteFor', { name })}
            onClick={() => setIsDeleteOpen(true)}
          >
            {t('card.delete')}
          </Button>
        </Group>
        {exportData.isError && (
          <Text role="alert" size="sm" c="red.9">
            {t('card.exportFailed')}
          </Text>
        )}
      </Stack>
      <DeleteLearnerDialog
        isOpen={isDeleteOpen}
        learnerUserId={learner.user_id}
        learnerName={name}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={(notice) => {
          setIsDeleteOpen(false);
          onDeleted(notice);
        }}
      />
    </Card>
  );
}
