/**
 * The log level of the practice loop's routes (serve a question, check it, save the round): a learner calls them
 * every few seconds, and Fastify's two info lines per request ("incoming request", "request completed") were about a
 * twelfth of the loop's CPU in bench/api-load.ts. Their requests are logged only at warn and above, so failures
 * still reach the log while every other route keeps its info-level access lines.
 */
export const HOT_PATH_LOG_LEVEL = 'warn';
