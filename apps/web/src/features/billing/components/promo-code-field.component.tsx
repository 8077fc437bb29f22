import { PROMO_CODE_INVALID_HELPER, PROMO_FAILURE, PROMO_SUCCESS } from '@mathwise/api-contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useValidatePromoCode } from '../api/use-validate-promo-code.mutation';
import { splitNotice } from '../billing-format';

interface PromoCodeFieldProps {
  isDisabled: boolean;
  /** The applied code and its percent off, or null when the code was refused. */
  onApplied: (promo: { code: string; percentOff: number } | null) => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

/** Promo code with Apply (disabled while empty); a refused code clears the field and says 'Invalid Promo Code'. */
export function PromoCodeField({ isDisabled, onApplied, onNotice }: PromoCodeFieldProps) {
  const { t } = useTranslation('billing');
  const [code, setCode] = useState('');
  const [helper, setHelper] = useState<string | null>(null);
  const validate = useValidatePromoCode();
  const trimmed = code.trim();

  const apply = () => {
    if (trimmed.length === 0 || validate.isPending) return;
    validate.mutate(trimmed, {
      onSuccess: ({ percent_off }) => {
        setHelper(null);
        onApplied({ code: trimmed, percentOff: percent_off });
        onNotice({ tone: 'success', message: splitNotice(PROMO_SUCCESS) });
      },
      onError: () => {
        setCode('');
        setHelper(PROMO_CODE_INVALID_HELPER);
        onApplied(null);
        onNotice({ tone: 'error', message: splitNotice(PROMO_FAILURE) });
      },
    });
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label={t('payment.promoCode')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setHelper(null);
        }}
        onKeyDown={(event) => {
          // Enter applies the code instead of submitting the whole payment form.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={helper}
        disabled={isDisabled}
        style={{ flex: 1 }}
      />
      <Button
        mt={25}
        variant="outline"
        onClick={apply}
        disabled={isDisabled || trimmed.length === 0}
        loading={validate.isPending}
      >
        {t('payment.applyPromo')}
      </Button>
    </Group>
  );
}
