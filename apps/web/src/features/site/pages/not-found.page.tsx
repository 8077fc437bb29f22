import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** Any unknown path (spec 1 §2). */
export function NotFoundPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.body')}</Text>
        <Button component={Link} to={paths.home.build()} size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
