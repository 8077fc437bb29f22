import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { FamilyInvitationsNotice } from '../../learners/components/family-invitations-notice.component';

/** /ask-parent: a learner without a subscription learns what their parent must do (spec 1 §1, §2). */
export function AskParentPage() {
  const { t } = useTranslation('accounts');
  const { state: auth } = useAuth();
  const email = getAuthUser(auth)?.email ?? '';
  usePageTitle(t('askParent.title'));

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <IconMoodKid size={48} aria-hidden="true" color="var(--mantine-color-brand-7)" />
          <Title order={1}>{t('askParent.title')}</Title>
          {/* A parent's request to connect this account is answered here; accepting is what ends this page. */}
          <FamilyInvitationsNotice />
          <Text size="lg">{t('askParent.body')}</Text>
          <Title order={2} size="h4">
            {t('askParent.stepsHeading')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('askParent.step1')}</List.Item>
            <List.Item>{t('askParent.step2')}</List.Item>
            <List.Item>{t('askParent.step3', { email })}</List.Item>
          </List>
          <Button component={Link} to={paths.actionPage.build('logout')} variant="default">
            {t('askParent.logout')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
