// In demo mode the AI features answer after simulated delays (content 2 s, advice 1.5 s,
// strategy 2.5 s, analysis 1.8 s). The product names those four; the other generations take the delay of the
// closest kind (insights are an analysis, a roadmap a strategy, daily tasks a piece of advice).

export interface DemoDelays {
  readonly content: number;
  readonly advice: number;
  readonly strategy: number;
  readonly analysis: number;
  readonly insights: number;
  readonly roadmap: number;
  readonly daily: number;
  /** Between two pieces of a streamed chat answer. */
  readonly streamTick: number;
}

export const DEMO_DELAYS: DemoDelays = {
  content: 2000,
  advice: 1500,
  strategy: 2500,
  analysis: 1800,
  insights: 1800,
  roadmap: 2500,
  daily: 1500,
  streamTick: 40,
};

/** No waiting at all (tests). */
export const NO_DELAYS: DemoDelays = {
  content: 0,
  advice: 0,
  strategy: 0,
  analysis: 0,
  insights: 0,
  roadmap: 0,
  daily: 0,
  streamTick: 0,
};

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Waits `ms` (none at 0), rejecting with an AbortError when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
