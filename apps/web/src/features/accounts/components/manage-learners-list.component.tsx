import type { Learner } from '@mathwise/api-contract';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { displayLearnerName } from '../../learners/learner-name';

/** The parent's learners, each opening that learner's settings at /account/settings/:learnerUserId. */
export function ManageLearnersList({ learners }: { learners: Learner[] }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="sm" component="section" aria-labelledby="manage-learners-heading">
      <Title order={2} size="h3" id="manage-learners-heading">
        {t('settings.manageStudentsHeading')}
      </Title>
      {learners.length === 0 ? (
        <Text>{t('settings.noStudents')}</Text>
      ) : (
        <List spacing="xs">
          {learners.map((learner) => (
            <List.Item key={learner.id}>
              <Anchor component={Link} to={paths.accountSettings.build(learner.user_id)}>
                {displayLearnerName(learner.user)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
