import type { PaymentConfig } from '@mathwise/api-contract';
import type { AppConfig } from '../config';

/**
 * What the browser needs to show the card form of the configured provider (GET /api/payment/config). Built field
 * by field from the configuration so that nothing secret (access token, webhook key, API URL) can ever slip in.
 */
export function describePaymentConfigForBrowser(payments: AppConfig['payments']): PaymentConfig {
  switch (payments.provider) {
    case 'sandbox':
      return { provider: 'sandbox' };
    case 'square': {
      const { applicationId, locationId, environment } = payments.square;
      // Config parsing already refuses PAYMENT_PROVIDER=square without them; this keeps the type honest.
      if (!applicationId || !locationId) {
        throw new Error('PAYMENT_PROVIDER=square needs SQUARE_APPLICATION_ID and SQUARE_LOCATION_ID');
      }
      return { provider: 'square', applicationId, locationId, environment };
    }
  }
}

/** Extra Content-Security-Policy sources a page needs for the provider's card fields. */
export interface PaymentBrowserOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
}

/**
 * Square's Web Payments SDK origins for one environment (developer.squareup.com/docs/web-payments/
 * content-security-policy): square.js and its card iframe come from the CDN, tokenisation posts to pci-connect.
 * The sandbox provider needs none, so its pages allow no third-party origin at all.
 */
export function paymentBrowserOrigins(payments: AppConfig['payments']): PaymentBrowserOrigins {
  if (payments.provider !== 'square') return { script: [], frame: [], connect: [], style: [] };
  const isProduction = payments.square.environment === 'production';
  const cdn = isProduction ? 'https://web.squarecdn.com' : 'https://sandbox.web.squarecdn.com';
  const js = isProduction ? 'https://js.squareup.com' : 'https://js.squareupsandbox.com';
  const pciConnect = isProduction
    ? 'https://pci-connect.squareup.com'
    : 'https://pci-connect.squareupsandbox.com';
  return { script: [cdn, js], frame: [cdn], connect: [pciConnect, cdn], style: [cdn] };
}
