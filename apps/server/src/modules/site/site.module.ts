import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import { createContactMessagesRepository } from './contact-messages.repository';
import { createNewsletterSubscribersRepository } from './newsletter-subscribers.repository';
import { siteRoutes } from './site.routes';
import { createSiteService, type SiteService } from './site.service';

/** The public site's writes and counts: contact messages, the newsletter, the number of users. */
export function createSiteModule(deps: {
  config: Pick<AppConfig, 'publicUrl' | 'mail'>;
  db: Db;
  mailer: Mailer;
  countUsers: () => Promise<number>;
  /** Mail failures are logged through the app's logger. */
  log: FastifyBaseLogger;
}): AreaModule<{ site: SiteService }> {
  const site = createSiteService({
    contactMessages: createContactMessagesRepository(deps.db),
    newsletterSubscribers: createNewsletterSubscribersRepository(deps.db),
    mailer: deps.mailer,
    supportAddress: deps.config.mail.supportAddress,
    publicUrl: deps.config.publicUrl,
    countUsers: deps.countUsers,
    log: deps.log,
  });
  return { services: { site }, routes: [siteRoutes({ site, publicUrl: deps.config.publicUrl })], jobs: [] };
}
