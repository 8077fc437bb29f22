// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Answers the request to send, or nothing to restart the client's sequence from its first request. */
      setupRequest?: (request: Request) => Request | undefined;
      onResponse?: (status: number, body: string) => void;
    }
    interface Client {
      setRequests(requests: Request[]): void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
      setupClient?: (client: Client) => void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
