// Model configuration from the environment. Any OpenAI-compatible server works (OpenAI, Ollama,
// llama.cpp, vLLM): set OPENAI_BASE_URL, and OPENAI_API_KEY where the server needs one.

export interface ModelConfig {
  readonly apiKey: string;
  readonly baseURL: string | undefined;
  readonly model: string;
  /** Per request, in milliseconds; for streams, the longest silence between chunks. */
  readonly timeoutMs: number;
  /** Transport retries (connection errors, timeouts, 408/409/429/5xx) per call. */
  readonly maxRetries: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_RETRIES = 1;

const positiveInt = (value: string | undefined, fallback: number, max: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0
    ? Math.min(n, max)
    : fallback;
};

/** The model configuration, or null when neither a key nor a base URL is set (local engine only). */
export const readModelConfig = (env: Env): ModelConfig | null => {
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  if (!apiKey && !baseURL) return null;
  return {
    // Local servers accept any key; the SDK insists on one.
    apiKey: apiKey ?? 'not-needed',
    baseURL,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: Math.max(1, positiveInt(env.ADVISOR_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, 600_000)),
    maxRetries: positiveInt(env.ADVISOR_MAX_RETRIES, DEFAULT_MAX_RETRIES, 3),
  };
};
