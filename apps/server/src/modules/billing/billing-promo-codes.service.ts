import { PROMO_FAILURE, type PromoCodeCheckResponse } from '@mathwise/api-contract';
import { badRequest } from '../../platform/http/http-errors';
import type { BillingRepository } from './billing.repository';

const [PROMO_FAILURE_TITLE = 'Failure', PROMO_FAILURE_BODY = PROMO_FAILURE] = PROMO_FAILURE.split(' - ');

/** Development promo codes, created only where demo accounts are (see docs/billing.md). */
export const DEVELOPMENT_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10, expiresAt: null, isActive: true },
  { code: 'MATHWISE25', percentOff: 25, expiresAt: null, isActive: true },
  { code: 'SPRING2020', percentOff: 50, expiresAt: '2020-06-30T23:59:59.000Z', isActive: true },
] as const;

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Promo codes: the check a parent makes before paying, the one checkout makes, and the development codes. */
export function createBillingPromoCodesService(deps: { repository: BillingRepository }) {
  const { repository } = deps;

  async function findValidPromo(code: string, now = new Date()) {
    const promo = await repository.findPromoCode(normalisePromoCode(code));
    const isValid =
      promo !== undefined &&
      promo.isActive &&
      (promo.expiresAt === null || new Date(promo.expiresAt).getTime() > now.getTime());
    if (!isValid) throw badRequest(PROMO_FAILURE_BODY, PROMO_FAILURE_TITLE);
    return promo;
  }

  return {
    findValidPromo,

    /** POST /api/validatePromoCode: the percent off of an active, unexpired code; 400 otherwise. */
    async checkPromoCode(code: string): Promise<PromoCodeCheckResponse> {
      const promo = await findValidPromo(code);
      return { percent_off: promo.percentOff };
    },

    async seedDevelopmentPromoCodes(): Promise<void> {
      for (const promo of DEVELOPMENT_PROMO_CODES) await repository.savePromoCode(promo);
    },
  };
}

export type BillingPromoCodesService = ReturnType<typeof createBillingPromoCodesService>;
