import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 3 §8 only logs failed learner reads; a page that cannot show anything still says so and offers a retry
 * rather than staying blank.
 */
export function LoadFailedAlert({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('practice');
  return (
    <Alert color="red" title={t('loadFailedTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{t('loadFailedBody')}</Text>
        {onRetry && (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** An id in the path that names nothing. */
export function NotFoundAlert() {
  const { t } = useTranslation('practice');
  return (
    <Alert color="gray" title={t('notFoundTitle')}>
      {t('notFoundBody')}
    </Alert>
  );
}
