import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository';
import { createSquareGateway } from './square-gateway';

/** The adapter `PAYMENT_PROVIDER` names: the database-backed sandbox by default, or Square. */
export function createPaymentGateway(config: AppConfig['payments'], db: Db): PaymentGateway {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxGateway(createSandboxGatewayRepository(db));
    case 'square':
      return createSquareGateway(config.square);
  }
}
