import type { PaymentConfig } from '@mathwise/api-contract';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSquare, type SquareCard } from '../square-web-payments';

type SquareConfig = Extract<PaymentConfig, { provider: 'square' }>;

interface SquareCardFieldsProps {
  config: SquareConfig;
  /** Set to Square's card once its fields are attached; the page tokenises through it. */
  cardRef: RefObject<SquareCard | null>;
  onStatusChange: (status: SquareCardStatus) => void;
}

export type SquareCardStatus = 'loading' | 'ready' | 'failed';

/**
 * Square's hosted card fields (PAYMENT_PROVIDER=square): square.js draws them in its own iframe inside the box
 * below, so the card number, expiry, CVV and postal code are typed into Square's page, never into ours.
 */
export function SquareCardFields({ config, cardRef, onStatusChange }: SquareCardFieldsProps) {
  const { t } = useTranslation('billing');
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SquareCardStatus>('loading');
  // Bumped by "Try again": re-runs the effect, which loads the script afresh after a failure.
  const [attempt, setAttempt] = useState(0);
  const { applicationId, locationId, environment } = config;

  useEffect(() => {
    let isCurrent = true;
    let card: SquareCard | null = null;
    const report = (next: SquareCardStatus) => {
      if (!isCurrent) return;
      setStatus(next);
      onStatusChange(next);
    };
    report('loading');
    const attach = async () => {
      const square = await loadSquare(environment);
      const payments = await square.payments(applicationId, locationId);
      const created = await payments.card();
      // Unmounted meanwhile (or React's development double mount): the cleanup has run, so destroy it here.
      if (!isCurrent || !containerRef.current) {
        await created.destroy();
        return;
      }
      card = created;
      await created.attach(containerRef.current);
      if (!isCurrent) return;
      cardRef.current = created;
      report('ready');
    };
    attach().catch((error: unknown) => {
      console.error("Square's card fields could not be loaded", error);
      report('failed');
    });
    return () => {
      isCurrent = false;
      cardRef.current = null;
      card?.destroy().catch((error: unknown) => console.error('Square card fields: destroy failed', error));
    };
  }, [applicationId, locationId, environment, attempt, cardRef, onStatusChange]);

  return (
    <Stack gap="sm">
      {status === 'loading' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('card.squareLoading')}</Text>
        </Group>
      )}
      {status === 'failed' && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('card.squareFailedTitle')}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('card.squareFailedBody')}</Text>
            <Button size="xs" variant="default" onClick={() => setAttempt((value) => value + 1)}>
              {t('card.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {/* Square's iframe goes here; kept in the page while loading so attach() has its target. */}
      <Box ref={containerRef} data-testid="square-card-container" hidden={status === 'failed'} />
      {status === 'ready' && (
        <Group gap="xs" wrap="nowrap">
          <IconLock size={16} aria-hidden="true" />
          <Text size="sm">{t('card.squareSecure')}</Text>
        </Group>
      )}
    </Stack>
  );
}
