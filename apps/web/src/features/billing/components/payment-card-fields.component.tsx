import { Alert, Group, Loader, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentConfig } from '../api/use-payment-config.query';
import type { CardToken } from '../sandbox-card';
import { tokenizeSquareCard, type SquareCard } from '../square-web-payments';
import { SandboxCardFields, useSandboxCard } from './sandbox-card-fields.component';
import { SquareCardFields, type SquareCardStatus } from './square-card-fields.component';

/**
 * The card entry of the configured provider (GET /api/payment/config): Square's hosted fields, or the sandbox's
 * test form. Pages call `tokenize()` and send only the token it answers.
 */
export function usePaymentCard() {
  const config = usePaymentConfig();
  const sandbox = useSandboxCard();
  const squareCardRef = useRef<SquareCard | null>(null);
  const [squareStatus, setSquareStatus] = useState<SquareCardStatus>('loading');
  const provider = config.data?.provider;

  const tokenize = useCallback(async (): Promise<CardToken | null> => {
    if (provider === 'sandbox') return sandbox.tokenize();
    const squareCard = squareCardRef.current;
    if (provider === 'square' && squareCard) return tokenizeSquareCard(squareCard);
    console.error('No card form is ready to tokenise the card');
    return null;
  }, [provider, sandbox]);

  const isLoading = config.isPending || (provider === 'square' && squareStatus === 'loading');
  return { config, sandbox, squareCardRef, setSquareStatus, tokenize, isLoading };
}

export type PaymentCardState = ReturnType<typeof usePaymentCard>;

export function PaymentCardFields({ card, isDisabled }: { card: PaymentCardState; isDisabled: boolean }) {
  const { t } = useTranslation('billing');
  const { config } = card;
  if (config.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('card.squareLoading')}</Text>
      </Group>
    );
  }
  if (config.isError) {
    return (
      <Alert color="red" role="alert" title={t('card.squareFailedTitle')}>
        <Text size="sm">{t('card.configFailedBody')}</Text>
      </Alert>
    );
  }
  if (config.data.provider === 'square') {
    return (
      <SquareCardFields
        config={config.data}
        cardRef={card.squareCardRef}
        onStatusChange={card.setSquareStatus}
      />
    );
  }
  return <SandboxCardFields card={card.sandbox} isDisabled={isDisabled} />;
}
