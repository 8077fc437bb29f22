import { createHash, randomBytes } from 'node:crypto';
import type { ContactRequest, NewsletterRequest, SiteAcknowledgement } from '@mathwise/api-contract';
import { NEWSLETTER_SUCCESS } from '@mathwise/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer';
import type { ContactMessagesRepository } from './contact-messages.repository';
import type { NewsletterSubscribersRepository } from './newsletter-subscribers.repository';
import { buildContactNotificationEmail } from './templates/contact-notification.email';
import { buildNewsletterWelcomeEmail } from './templates/newsletter-welcome.email';

export const CONTACT_RECEIVED: SiteAcknowledgement = {
  title: 'Thank you',
  body: 'Your message was sent. Our team answers within two business days.',
};
export const NEWSLETTER_ADDED: SiteAcknowledgement = { title: 'Subscribed', body: NEWSLETTER_SUCCESS };
export const NEWSLETTER_ALREADY_ADDED: SiteAcknowledgement = {
  title: 'Already subscribed',
  body: 'This e-mail address is already on the Mathwise newsletter list.',
};

/** 32 random bytes: unguessable, and URL-safe as base64url (43 characters). */
function createUnsubscribeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashUnsubscribeToken(token) };
}

function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSiteService(deps: {
  contactMessages: ContactMessagesRepository;
  newsletterSubscribers: NewsletterSubscribersRepository;
  mailer: Mailer;
  supportAddress: string;
  publicUrl: string;
  countUsers: () => Promise<number>;
  log: FastifyBaseLogger;
}) {
  /**
   * The row is the record; the mail is a courtesy. A mail server that is down is logged and does not turn a stored
   * message or subscription into a failure the visitor would retry (and so duplicate).
   */
  async function sendWithoutFailing(kind: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      deps.log.error({ err: error }, `${kind} e-mail could not be sent`);
    }
  }

  return {
    /** POST /api/contact-us: stores the message, then notifies support. */
    async receiveContactMessage(contact: ContactRequest): Promise<SiteAcknowledgement> {
      const messageId = await deps.contactMessages.create({
        role: contact.role,
        firstName: contact.first_name,
        lastName: contact.last_name,
        email: contact.email.toLowerCase(),
        phone: contact.phone ?? null,
        message: contact.message,
      });
      await sendWithoutFailing('Contact notification', () =>
        deps.mailer.send(buildContactNotificationEmail(deps.supportAddress, contact, messageId)),
      );
      return CONTACT_RECEIVED;
    },

    /**
     * POST /api/addNewsLetterEmail: one row per address (compared in lower case). A repeat gets a polite answer
     * and no second mail; an address that had unsubscribed is welcomed back with a new link.
     */
    async subscribeToNewsletter(request: NewsletterRequest): Promise<SiteAcknowledgement> {
      const email = request.email.toLowerCase();
      const { token, tokenHash } = createUnsubscribeToken();
      const isNew = await deps.newsletterSubscribers.insertIfNew(email, tokenHash);
      if (!isNew) {
        const existing = await deps.newsletterSubscribers.findByEmail(email);
        if (!existing || existing.isSubscribed) return NEWSLETTER_ALREADY_ADDED;
        await deps.newsletterSubscribers.resubscribe(existing.id, tokenHash);
      }
      const unsubscribeUrl = `${deps.publicUrl}/api/newsletter/unsubscribe/${token}`;
      await sendWithoutFailing('Newsletter welcome', () =>
        deps.mailer.send(buildNewsletterWelcomeEmail(email, unsubscribeUrl)),
      );
      return NEWSLETTER_ADDED;
    },

    /** GET /api/newsletter/unsubscribe/:token: true when the token belonged to a subscriber. */
    async unsubscribeFromNewsletter(token: string): Promise<boolean> {
      return deps.newsletterSubscribers.unsubscribeByTokenHash(hashUnsubscribeToken(token));
    },

    /** GET /api/users/getUserNumber (spec 1 §7: "response result is a count"). */
    async countUsers(): Promise<{ result: number }> {
      return { result: await deps.countUsers() };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
