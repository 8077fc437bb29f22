import {
  CARD_REMOVE_FAILED_TITLE,
  CARD_REMOVED_BODY,
  CARD_REMOVED_TITLE,
  CARD_UPDATE_FAILED_TITLE,
  CARD_UPDATED_BODY,
  CARD_UPDATED_TITLE,
  cardEditNameSchema,
  TRY_AGAIN_LATER,
  type Subscription,
} from '@mathwise/api-contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineFieldSchemas } from '../../../ui/field-schemas';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { NEW_CARD_ID, useEditCard } from '../api/use-edit-card.mutation';
import { useRemoveCard } from '../api/use-remove-card.mutation';
import { toCardTokenFields } from '../sandbox-card';
import { PaymentCardFields, usePaymentCard } from './payment-card-fields.component';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

/** Spec 2 §2: card dialog mode 0 edits (or adds) the card, mode 1 removes it. */
export type CardDialogMode = 0 | 1;

const validateCardName = schemaResolver(combineFieldSchemas({ full_name: cardEditNameSchema }), {
  sync: true,
});

interface CardDialogProps {
  mode: CardDialogMode | null;
  subscription: Subscription;
  onClose: () => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

export function CardDialog({ mode, subscription, onClose, onNotice }: CardDialogProps) {
  const { t } = useTranslation('billing');
  const card = subscription.card ?? null;
  const isAdding = card === null;
  const title =
    mode === 1
      ? t('cardDialog.removeTitle')
      : isAdding
        ? t('cardDialog.addTitle')
        : t('cardDialog.editTitle');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('closeAlert') }}
      opened={mode !== null}
      onClose={onClose}
      title={title}
      centered
    >
      {mode === 1 && card ? (
        <RemoveCardBody cardId={card.id} last4={card.last4} onClose={onClose} onNotice={onNotice} />
      ) : mode === 0 ? (
        <EditCardBody subscription={subscription} onClose={onClose} onNotice={onNotice} />
      ) : null}
    </Modal>
  );
}

function RemoveCardBody({
  cardId,
  last4,
  onClose,
  onNotice,
}: {
  cardId: string;
  last4: string;
  onClose: () => void;
  onNotice: CardDialogProps['onNotice'];
}) {
  const { t } = useTranslation('billing');
  const removeCard = useRemoveCard();
  const remove = () => {
    if (removeCard.isPending) return;
    removeCard.mutate(cardId, {
      onSuccess: () => {
        onNotice({ tone: 'success', message: { title: CARD_REMOVED_TITLE, body: CARD_REMOVED_BODY } });
        onClose();
      },
      onError: (error) => {
        console.error('Removing the card failed', error);
        onNotice({ tone: 'error', message: { title: CARD_REMOVE_FAILED_TITLE, body: TRY_AGAIN_LATER } });
        onClose();
      },
    });
  };
  return (
    <Stack>
      <Text>{t('cardDialog.removeBody', { last4 })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cardDialog.keep')}
        </Button>
        <Button color="red" onClick={remove} loading={removeCard.isPending}>
          {t('cardDialog.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

function EditCardBody({
  subscription,
  onClose,
  onNotice,
}: {
  subscription: Subscription;
  onClose: () => void;
  onNotice: CardDialogProps['onNotice'];
}) {
  const { t } = useTranslation('billing');
  const form = useForm({ initialValues: { full_name: '' }, validate: validateCardName });
  const card = usePaymentCard();
  const editCard = useEditCard();
  const isSubmitting = useRef(false);
  const [isTokenizing, setIsTokenizing] = useState(false);

  const save = async (full_name: string) => {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    setIsTokenizing(true);
    const token = await card.tokenize();
    setIsTokenizing(false);
    if (!token) {
      isSubmitting.current = false;
      return;
    }
    editCard.mutate(
      {
        cardId: subscription.card?.id ?? NEW_CARD_ID,
        customerId: subscription.customer_id ?? NEW_CARD_ID,
        subscriptionId: subscription.id,
        body: {
          ...toCardTokenFields(token),
          full_name,
        },
      },
      {
        onSuccess: () => {
          onNotice({ tone: 'success', message: { title: CARD_UPDATED_TITLE, body: CARD_UPDATED_BODY } });
          onClose();
        },
        onError: (error) => {
          console.error('Updating the card failed', error);
          isSubmitting.current = false;
          onNotice({ tone: 'error', message: { title: CARD_UPDATE_FAILED_TITLE, body: TRY_AGAIN_LATER } });
        },
      },
    );
  };
  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();
  const submit = form.onSubmit(({ full_name }) => void save(full_name), focusFirstInvalidField);
  const isBusy = isTokenizing || editCard.isPending;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('cardDialog.name')}
          autoComplete="cc-name"
          withAsterisk
          disabled={isBusy}
          {...form.getInputProps('full_name')}
        />
        <PaymentCardFields card={card} isDisabled={isBusy} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cardDialog.cancel')}
          </Button>
          <Button type="submit" loading={isBusy} disabled={card.isLoading}>
            {t('cardDialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
