import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a full URL such as https://mathwise.example' }).optional(),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .default('sqlite:data/mathwise.db')
    .refine((value) => /^(sqlite:|postgres(ql)?:\/\/)/.test(value), {
      message: 'DATABASE_URL must start with sqlite: (a file path) or postgres:// (a PostgreSQL URL)',
    }),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'AUTH_SECRET must be at least 32 characters' }).optional(),
  ),
  TRUST_PROXY: booleanText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.string().default('Mathwise <no-reply@mathwise.local>'),
  SUPPORT_EMAIL: z
    .email({ message: 'SUPPORT_EMAIL must be an e-mail address' })
    .default('support@mathwise.local'),
  SEED_DEMO_ACCOUNTS: booleanText,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'square']).default('sandbox'),
  SQUARE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  SQUARE_ACCESS_TOKEN: optionalText,
  SQUARE_APPLICATION_ID: optionalText,
  SQUARE_LOCATION_ID: optionalText,
  SQUARE_WEBHOOK_SIGNATURE_KEY: optionalText,
  SQUARE_API_URL: optionalText,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
      .optional(),
  ),
  // Every key this app writes starts with it, so one Redis can serve several deployments (or test runs).
  REDIS_KEY_PREFIX: z.string().default('mathwise:'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  OIDC_DISCOVERY_URL: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().default('openid email profile'),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(32, { message: 'METRICS_TOKEN must be at least 32 characters' }).optional(),
  ),
  PRODUCTION_ALLOW: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(
      z.array(
        z.enum(['sandbox-payments', 'outbox-mail', 'http-public-url', 'demo-accounts'], {
          message:
            'PRODUCTION_ALLOW lists only sandbox-payments, outbox-mail, http-public-url and demo-accounts, comma-separated',
        }),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Answer checks, hints and solutions per caller and minute (default 120); the load bench raises it. */
  ANSWER_CHECK_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
});

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  environment: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** The built web app, served when it holds an index.html; a benchmark points it at a build of its own. */
  webDistDir: string;
  database: { engine: 'sqlite'; filename: string } | { engine: 'postgres'; url: string };
  authSecret: string;
  trustProxy: boolean;
  mail: { smtpUrl: string | undefined; from: string; supportAddress: string; outboxDir: string };
  /** Demo accounts with published passwords: only on a loopback start (see isLoopbackStart). */
  seedDemoAccounts: boolean;
  /** The anonymous /dev/mailbox page (every verification link): development on a loopback start only. */
  devMailbox: boolean;
  /** Lines main.ts logs at start, loudly: a configuration that runs, but likely not as the operator meant. */
  startupWarnings: string[];
  payments: {
    provider: 'sandbox' | 'square';
    square: {
      environment: 'sandbox' | 'production';
      accessToken: string | undefined;
      applicationId: string | undefined;
      locationId: string | undefined;
      webhookSignatureKey: string | undefined;
      apiUrl: string | undefined;
    };
  };
  storage:
    | { driver: 'local'; directory: string }
    | {
        driver: 's3';
        bucket: string;
        region: string | undefined;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
  /** Shared rate-limit counters and the session cache of every instance; off when REDIS_URL is not set. */
  redis: { url: string; keyPrefix: string } | undefined;
  identityProviders: {
    google: OAuthClient | undefined;
    facebook: OAuthClient | undefined;
    oidc: (OAuthClient & { discoveryUrl: string; scopes: string[] }) | undefined;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The bearer token a Prometheus scraper sends to GET /metrics; without it /metrics answers 404. */
  metricsToken: string | undefined;
  /** The development defaults a production start may run with because the operator named them (PRODUCTION_ALLOW). */
  productionAllowances: ProductionAllowance[];
  /** Answer checks, hints and solutions per caller and minute (ANSWER_CHECK_LIMIT_PER_MINUTE); undefined: the default. */
  answerCheckLimitPerMinute: number | undefined;
}

export type ProductionAllowance = 'sandbox-payments' | 'outbox-mail' | 'http-public-url' | 'demo-accounts';

export interface UnsafeProductionDefault {
  allowance: ProductionAllowance;
  /** What it means for the people using this instance, and how to replace it. */
  reason: string;
}

/**
 * The defaults that make `npm start` work on a laptop with nothing configured, and that a real deployment must not
 * keep by accident: each runs the product, but not for real (no charge, no mail, cookies in clear, published
 * passwords).
 */
export function findUnsafeProductionDefaults(config: AppConfig): UnsafeProductionDefault[] {
  const found: UnsafeProductionDefault[] = [];
  if (config.payments.provider === 'sandbox')
    found.push({
      allowance: 'sandbox-payments',
      reason:
        'PAYMENT_PROVIDER is sandbox: no card is ever charged (set PAYMENT_PROVIDER=square and SQUARE_*)',
    });
  else if (config.payments.square.environment === 'sandbox')
    found.push({
      allowance: 'sandbox-payments',
      reason:
        "SQUARE_ENVIRONMENT is sandbox: Square's test environment charges no card (set it to production)",
    });
  if (!config.mail.smtpUrl)
    found.push({
      allowance: 'outbox-mail',
      reason: 'SMTP_URL is not set: verification and report mail is written to DATA_DIR/outbox, never sent',
    });
  if (!config.publicUrl.startsWith('https://'))
    found.push({
      allowance: 'http-public-url',
      reason: `PUBLIC_URL is ${config.publicUrl}, not https: passwords and session cookies travel unencrypted`,
    });
  if (config.seedDemoAccounts)
    found.push({
      allowance: 'demo-accounts',
      reason: 'SEED_DEMO_ACCOUNTS is on: accounts whose passwords the README publishes are created',
    });
  return found;
}

/**
 * A production start refuses every unsafe default the operator did not name in PRODUCTION_ALLOW; the named ones are
 * returned so the start can print them as warnings.
 */
export function checkProductionDefaults(config: AppConfig): UnsafeProductionDefault[] {
  if (config.environment !== 'production') return [];
  const unsafe = findUnsafeProductionDefaults(config);
  const refused = unsafe.filter((item) => !config.productionAllowances.includes(item.allowance));
  if (refused.length > 0)
    throw new ConfigError(
      refused.map(
        (item) => `${item.reason}; or, to run so on purpose, add ${item.allowance} to PRODUCTION_ALLOW`,
      ),
    );
  return unsafe;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Mathwise cannot start: the configuration is invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function pairOrNothing(
  idName: string,
  id: string | undefined,
  secretName: string,
  secret: string | undefined,
  problems: string[],
): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    problems.push(`${idName} and ${secretName} must be set together`);
    return undefined;
  }
  return { clientId: id, clientSecret: secret };
}

/**
 * Development and test machines get a random AUTH_SECRET stored under the data directory on first start, so
 * sessions survive restarts without anyone having to invent a secret; production must be given one.
 */
function resolveAuthSecret(
  given: string | undefined,
  environment: AppConfig['environment'],
  dataDir: string,
  problems: string[],
): string {
  if (given) return given;
  if (environment === 'production') {
    problems.push('AUTH_SECRET is required in production (at least 32 random characters)');
    return '';
  }
  const secretFile = join(dataDir, 'auth-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
}

/**
 * A start only this machine can reach: a loopback PUBLIC_URL and a loopback HOST. `npm start` on a laptop is one by
 * default; a deployment is not (its users need a real address), so a deployment that forgets NODE_ENV (and so runs
 * as development) never serves the development mailbox or the demo accounts by accident (issue 22).
 */
function isLoopbackStart(publicUrl: string, host: string): boolean {
  return isLoopbackHost(new URL(publicUrl).hostname) && isLoopbackHost(host);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  const dataDir = isAbsolute(values.DATA_DIR) ? values.DATA_DIR : resolve(rootDir, values.DATA_DIR);

  const database: AppConfig['database'] = values.DATABASE_URL.startsWith('sqlite:')
    ? {
        engine: 'sqlite',
        filename: resolveSqliteFilename(values.DATABASE_URL.slice('sqlite:'.length), rootDir),
      }
    : { engine: 'postgres', url: values.DATABASE_URL };

  const storage: AppConfig['storage'] =
    values.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          bucket: values.S3_BUCKET ?? '',
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
        }
      : { driver: 'local', directory: join(dataDir, 'uploads') };
  if (storage.driver === 's3' && !storage.bucket)
    problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3');

  if (values.PAYMENT_PROVIDER === 'square') {
    for (const name of ['SQUARE_ACCESS_TOKEN', 'SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID'] as const) {
      if (!values[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=square`);
    }
  }

  const oidcClient = pairOrNothing(
    'OIDC_CLIENT_ID',
    values.OIDC_CLIENT_ID,
    'OIDC_CLIENT_SECRET',
    values.OIDC_CLIENT_SECRET,
    problems,
  );
  if (oidcClient && !values.OIDC_DISCOVERY_URL)
    problems.push('OIDC_DISCOVERY_URL is required with OIDC_CLIENT_ID');

  const identityProviders: AppConfig['identityProviders'] = {
    google: pairOrNothing(
      'GOOGLE_CLIENT_ID',
      values.GOOGLE_CLIENT_ID,
      'GOOGLE_CLIENT_SECRET',
      values.GOOGLE_CLIENT_SECRET,
      problems,
    ),
    facebook: pairOrNothing(
      'FACEBOOK_CLIENT_ID',
      values.FACEBOOK_CLIENT_ID,
      'FACEBOOK_CLIENT_SECRET',
      values.FACEBOOK_CLIENT_SECRET,
      problems,
    ),
    oidc:
      oidcClient && values.OIDC_DISCOVERY_URL
        ? { ...oidcClient, discoveryUrl: values.OIDC_DISCOVERY_URL, scopes: values.OIDC_SCOPES.split(/\s+/) }
        : undefined,
  };

  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const isLoopback = isLoopbackStart(publicUrl, values.HOST);
  const startupWarnings: string[] = [];
  if (values.SEED_DEMO_ACCOUNTS === true && !isLoopback) {
    problems.push(
      'SEED_DEMO_ACCOUNTS=true is allowed only when PUBLIC_URL and HOST are loopback addresses (localhost): the demo accounts have published passwords',
    );
  }
  if (values.NODE_ENV === 'development' && !isLoopback) {
    startupWarnings.push(
      `WARNING: running as development (NODE_ENV is not production) at ${publicUrl} (HOST ${values.HOST}), which is not a loopback address: the development mailbox and the demo accounts are OFF. Set NODE_ENV=production for a deployment.`,
    );
  }

  const authSecret = resolveAuthSecret(values.AUTH_SECRET, values.NODE_ENV, dataDir, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    webDistDir: isAbsolute(values.WEB_DIST_DIR) ? values.WEB_DIST_DIR : resolve(rootDir, values.WEB_DIST_DIR),
    database,
    authSecret,
    trustProxy: values.TRUST_PROXY ?? false,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      supportAddress: values.SUPPORT_EMAIL,
      outboxDir: join(dataDir, 'outbox'),
    },
    seedDemoAccounts: isLoopback && (values.SEED_DEMO_ACCOUNTS ?? values.NODE_ENV === 'development'),
    devMailbox: isLoopback && values.NODE_ENV === 'development',
    startupWarnings,
    payments: {
      provider: values.PAYMENT_PROVIDER,
      square: {
        environment: values.SQUARE_ENVIRONMENT,
        accessToken: values.SQUARE_ACCESS_TOKEN,
        applicationId: values.SQUARE_APPLICATION_ID,
        locationId: values.SQUARE_LOCATION_ID,
        webhookSignatureKey: values.SQUARE_WEBHOOK_SIGNATURE_KEY,
        apiUrl: values.SQUARE_API_URL,
      },
    },
    storage,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
    identityProviders,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: values.METRICS_TOKEN,
    productionAllowances: values.PRODUCTION_ALLOW,
    answerCheckLimitPerMinute: values.ANSWER_CHECK_LIMIT_PER_MINUTE,
  };
}

function resolveSqliteFilename(path: string, rootDir: string): string {
  if (path === ':memory:') return path;
  const filename = isAbsolute(path) ? path : resolve(rootDir, path);
  mkdirSync(dirname(filename), { recursive: true });
  return filename;
}
