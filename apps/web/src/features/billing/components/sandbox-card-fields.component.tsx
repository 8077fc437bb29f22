import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  tokenizeSandboxCard,
  type CardToken,
  type SandboxCardErrorKey,
  type SandboxCardField,
  type SandboxCardInput,
} from '../sandbox-card';

const EMPTY_CARD: SandboxCardInput = { number: '', expiry: '', cvv: '', postalCode: '' };

/**
 * The card fields' state. The card number lives only here, in this component's memory: `tokenize()` hands the page
 * a nonce and the last four digits, which is all that is ever sent to our server.
 */
export function useSandboxCard() {
  const [values, setValues] = useState<SandboxCardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<SandboxCardField, SandboxCardErrorKey>>>({});
  const setField = useCallback((field: SandboxCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const tokenize = useCallback((): CardToken | null => {
    const result = tokenizeSandboxCard(values);
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    return result.token;
  }, [values]);
  const reset = useCallback(() => {
    setValues(EMPTY_CARD);
    setErrors({});
  }, []);
  return { values, errors, setField, tokenize, reset };
}

export type SandboxCardState = ReturnType<typeof useSandboxCard>;

interface SandboxCardFieldsProps {
  card: SandboxCardState;
  isDisabled: boolean;
}

/** The test-mode card form, labelled as such, standing in for Square's hosted card fields on the sandbox provider. */
export function SandboxCardFields({ card, isDisabled }: SandboxCardFieldsProps) {
  const { t } = useTranslation('billing');
  const errorText = (field: SandboxCardField) => {
    const key = card.errors[field];
    return key ? t(`card.errors.${key}`) : undefined;
  };
  return (
    <Stack gap="sm">
      <Alert
        color="brand"
        variant="light"
        icon={<IconFlask aria-hidden="true" />}
        title={t('card.testModeTitle')}
      >
        <Text size="sm">{t('card.testModeBody')}</Text>
      </Alert>
      <TextInput
        label={t('card.number')}
        value={card.values.number}
        onChange={(event) => card.setField('number', event.currentTarget.value)}
        error={errorText('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        disabled={isDisabled}
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('card.expiry')}
          value={card.values.expiry}
          onChange={(event) => card.setField('expiry', event.currentTarget.value)}
          error={errorText('expiry')}
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          disabled={isDisabled}
          withAsterisk
        />
        <TextInput
          label={t('card.cvv')}
          value={card.values.cvv}
          onChange={(event) => card.setField('cvv', event.currentTarget.value)}
          error={errorText('cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          disabled={isDisabled}
          withAsterisk
        />
        <TextInput
          label={t('card.postalCode')}
          value={card.values.postalCode}
          onChange={(event) => card.setField('postalCode', event.currentTarget.value)}
          error={errorText('postalCode')}
          autoComplete="postal-code"
          disabled={isDisabled}
          withAsterisk
        />
      </SimpleGrid>
      <Text size="sm">{t('card.neverSent')}</Text>
    </Stack>
  );
}
