import { SERVER_ERROR_BODY, SERVER_ERROR_TITLE, type Invoice } from '@mathwise/api-contract';
import { Alert, Anchor, Button, Container, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useInvoices } from '../api/use-invoices.query';
import { useSubscription } from '../api/use-subscription.query';
import { formatDayMonthYear } from '../billing-format';
import { formatCadCents } from '../plan-pricing';

/** Invoice amount in cents (spec 2 §3: paymentRequests[0].totalCompletedAmountMoney.amount). */
export function invoiceAmountCents(invoice: Invoice): number {
  return invoice.paymentRequests[0]?.totalCompletedAmountMoney.amount ?? 0;
}

const INVOICE_PARAM = 'invoice';

/** /account/billing-history (spec 2 §2): invoices with DD/MM/YYYY dates and a receipt dialog per row. */
export function BillingHistoryPage() {
  const { t, i18n } = useTranslation('billing');
  usePageTitle(t('history.title'));
  const subscriptionState = useSubscription();
  const subscription = subscriptionState.status === 'present' ? subscriptionState.subscription : null;
  const invoices = useInvoices(subscription?.id ?? null);
  const [receipt, setReceipt] = useState<Invoice | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedInvoice = searchParams.get(INVOICE_PARAM);
  const listed = invoices.data?.kind === 'invoices' ? invoices.data.invoices : null;
  useEffect(() => {
    // The sandbox's receipt link (an invoice's publicUrl) lands here with ?invoice=<number>: open that receipt.
    if (!linkedInvoice || !listed) return;
    const match = listed.find((invoice) => invoice.invoiceNumber === linkedInvoice);
    if (match) setReceipt(match);
    setSearchParams({}, { replace: true });
  }, [linkedInvoice, listed, setSearchParams]);
  const locale = i18n.language;
  const money = (invoice: Invoice) => formatCadCents(invoiceAmountCents(invoice), locale);

  let content;
  if (!subscription || invoices.isPending) {
    content = <PageSpinner label={t('history.loading')} isInline />;
  } else if (invoices.isError) {
    content = (
      <Alert color="red" role="alert" title={SERVER_ERROR_TITLE}>
        {SERVER_ERROR_BODY}
      </Alert>
    );
  } else if (invoices.data.kind === 'empty' || invoices.data.invoices.length === 0) {
    // Spec 2 §2: with no invoices the server's own body text is the empty state.
    const empty = invoices.data.kind === 'empty' ? invoices.data : null;
    content = (
      <Stack gap="xs">
        {empty && (
          <Title order={2} size="h4">
            {empty.title}
          </Title>
        )}
        <Text>{empty?.body ?? t('history.empty')}</Text>
      </Stack>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Caption>{t('history.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.number')}</Table.Th>
              <Table.Th scope="col">{t('history.date')}</Table.Th>
              <Table.Th scope="col">{t('history.amount')}</Table.Th>
              <Table.Th scope="col">{t('history.card')}</Table.Th>
              <Table.Th scope="col">{t('history.receipt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.invoices.map((invoice) => {
              const card = invoice.customer.cards[0];
              return (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.invoiceNumber}</Table.Td>
                  <Table.Td>{formatDayMonthYear(invoice.createdAt)}</Table.Td>
                  <Table.Td>{money(invoice)}</Table.Td>
                  <Table.Td>
                    {card ? t('history.cardEnding', { brand: card.cardBrand, last4: card.last4 }) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setReceipt(invoice)}
                      aria-label={t('history.viewReceiptFor', { number: invoice.invoiceNumber })}
                    >
                      {t('history.viewReceipt')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const receiptCard = receipt?.customer.cards[0];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('history.title')}</Title>
        {content}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('closeAlert') }}
        opened={receipt !== null}
        onClose={() => setReceipt(null)}
        title={receipt ? t('history.receiptTitle', { number: receipt.invoiceNumber }) : ''}
        centered
      >
        {receipt && (
          <Stack gap="xs">
            <Text>{t('history.receiptDate', { date: formatDayMonthYear(receipt.createdAt) })}</Text>
            <Text fw={700}>{t('history.receiptAmount', { amount: money(receipt) })}</Text>
            {receiptCard && (
              <Text>
                {t('history.receiptCard', {
                  brand: receiptCard.cardBrand,
                  last4: receiptCard.last4,
                  expYear: receiptCard.expYear,
                })}
              </Text>
            )}
            {receipt.publicUrl && (
              <Anchor href={receipt.publicUrl} target="_blank" rel="noopener noreferrer">
                {t('history.openReceipt')}
              </Anchor>
            )}
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
