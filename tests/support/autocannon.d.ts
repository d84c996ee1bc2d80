// The part of autocannon's programmatic API the load test and the bench use (the package
// ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    timeout?: number;
    requests?: RequestSpec[];
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p99: number; average: number };
    /** seconds */
    duration: number;
    throughput: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
