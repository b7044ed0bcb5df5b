// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  /** One request as a step of a connection's cycle, built just before it is sent. */
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** One step of the cycle every connection runs through, in order, again and again. */
  export interface CycleStep<Context> {
    setupRequest?: (request: RequestParams, context: Context) => RequestParams;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options<Context = Record<string, unknown>> {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: CycleStep<Context>[];
    /** Copied for each connection, and afresh each time it starts its cycle again. */
    initialContext?: Context;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Connection errors and timeouts (these also counted in `timeouts`). */
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon<Context>(options: Options<Context>): Promise<Result>;
  export default autocannon;
}
