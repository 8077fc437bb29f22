import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** Spec 1 §2: what an anonymous visitor sees instead of a protected page. */
export function RestrictedAccess() {
  const { t } = useTranslation();
  usePageTitle(t('guard.restrictedTitle'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <IconLock size={48} aria-hidden="true" />
        <Title order={1}>{t('guard.restrictedTitle')}</Title>
        <Text size="lg">{t('guard.restrictedBody', { productName: t('productName') })}</Text>
        <Button component={Link} to={paths.actionPage.build('login')} size="md">
          {t('guard.login')}
        </Button>
      </Stack>
    </Container>
  );
}
