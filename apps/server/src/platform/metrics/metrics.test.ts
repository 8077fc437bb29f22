import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const METRICS_TOKEN = 'scraper-token-that-is-long-enough-0123456789';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function scrape(app: TestApp, authorization?: string) {
  return app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
}

describe('GET /metrics', () => {
  it('does not exist unless a scraper token is configured', async () => {
    testApp = await createTestApp();
    expect((await scrape(testApp)).statusCode).toBe(404);
    expect((await scrape(testApp, `Bearer ${METRICS_TOKEN}`)).statusCode).toBe(404);
  });

  it('answers only the scraper token', async () => {
    testApp = await createTestApp({ METRICS_TOKEN });
    expect((await scrape(testApp)).statusCode).toBe(401);
    expect((await scrape(testApp, `Bearer ${METRICS_TOKEN.replace(/.$/, 'x')}`)).statusCode).toBe(401);
    expect((await scrape(testApp, `Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status class, with their latency, and job runs by outcome', async () => {
    testApp = await createTestApp({ METRICS_TOKEN });
    await testApp.app.inject({ method: 'GET', url: '/livez' });
    await testApp.app.inject({ method: 'GET', url: '/livez' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth-providers' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/getCoursesByID/999' })).statusCode).toBe(
      404,
    );
    await testApp.app.jobs.runJob('weekly-progress-reports');

    const response = await scrape(testApp, `Bearer ${METRICS_TOKEN}`);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      'mathwise_http_request_duration_seconds_count{method="GET",route="/livez",status="2xx"} 2',
    );
    expect(text).toContain(
      'mathwise_http_request_duration_seconds_count{method="GET",route="/api/auth-providers",status="2xx"} 1',
    );
    expect(text).toContain(
      'mathwise_http_request_duration_seconds_count{method="GET",route="/api/getCoursesByID/:id",status="4xx"} 1',
    );
    expect(text).toMatch(/mathwise_job_runs_total\{job="weekly-progress-reports",status="done"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (testApp.database.engine === 'postgres')
      expect(text).toMatch(/mathwise_db_pool_connections\{state="total"\} \d+/);
  });
});
