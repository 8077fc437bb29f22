import type { Invoice, InvoicesRequest, InvoicesResponse } from '@mathwise/api-contract';
import { NO_INVOICES_BODY, NO_INVOICES_TITLE } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { loadOwnedSubscription } from './billing-answers';
import type { BillingInvoiceRecord, BillingRepository, PaymentCardRecord } from './billing.repository';

/** A parent's invoices of a subscription, each with the card it was paid with. */
export function createBillingInvoicesService(deps: { repository: BillingRepository }) {
  const { repository } = deps;

  function presentInvoice(invoice: BillingInvoiceRecord, card: PaymentCardRecord | undefined): Invoice {
    return {
      id: String(invoice.id),
      invoiceNumber: invoice.invoiceNumber,
      createdAt: invoice.createdAt,
      updatedAt: invoice.updatedAt,
      publicUrl: invoice.publicUrl,
      paymentRequests: [
        { totalCompletedAmountMoney: { amount: invoice.amountCents, currency: invoice.currency } },
      ],
      customer: {
        id: invoice.providerCustomerId,
        cards: card
          ? [
              {
                id: card.id,
                last4: card.last4,
                cardBrand: card.brand,
                expMonth: card.expMonth,
                expYear: card.expYear,
              },
            ]
          : [],
      },
    };
  }

  return {
    /** POST /api/payment/user/invoices: newest first, or the empty-state `{ title, body }`. */
    async listInvoices(actor: Actor, body: InvoicesRequest): Promise<InvoicesResponse> {
      const subscription = await loadOwnedSubscription(repository, actor, body.subscription);
      const invoices = (await repository.listInvoices(actor.userId)).filter(
        (invoice) => invoice.subscriptionId === subscription.id,
      );
      if (invoices.length === 0) return { title: NO_INVOICES_TITLE, body: NO_INVOICES_BODY };
      const cards = new Map<string, PaymentCardRecord | undefined>();
      for (const invoice of invoices) {
        if (invoice.cardId && !cards.has(invoice.cardId)) {
          cards.set(invoice.cardId, await repository.findCard(invoice.cardId));
        }
      }
      return {
        data: invoices.map((invoice) =>
          presentInvoice(invoice, invoice.cardId ? cards.get(invoice.cardId) : undefined),
        ),
      };
    },
  };
}

export type BillingInvoicesService = ReturnType<typeof createBillingInvoicesService>;
