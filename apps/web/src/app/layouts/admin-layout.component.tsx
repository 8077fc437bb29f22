import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconMathSymbols } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner.component';
import { AccessGuard } from '../guards/access-guard.component';
import { paths } from '../../lib/paths';
import { MAIN_CONTENT_ID } from '../main-content';
import { SkipLink } from './site-shell.component';

/** Admin routes (/admin-portal/*, /data-upload) hide the site header and footer (spec 1 §2, spec 3 §2). */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to={paths.home.build()} underline="never" fw={800} c="brand.7">
              <Group gap={6} component="span">
                <IconMathSymbols size={24} aria-hidden="true" />
                {t('productName')}
              </Group>
            </Anchor>
            <Button component={Link} to={paths.actionPage.build('logout')} variant="subtle">
              {t('admin.logout')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageSpinner label={t('loading')} />}>
          <AccessGuard>
            <Outlet />
          </AccessGuard>
        </Suspense>
      </Box>
    </>
  );
}
