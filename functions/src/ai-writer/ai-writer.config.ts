// The AI writer's configuration, read from the environment (declared in this area's functions.yml); the model's
// key is a secret (infra/serverless/secrets.cjs).
import { secret } from '../platform/secrets/secrets';

function numberFrom(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`Environment variable ${name} must be a positive number`);
  return parsed;
}

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const aiWriterConfig = {
  /**
   * The OpenAI-compatible chat-completions endpoint (AI_MODEL_BASE_URL, e.g. https://api.openai.com/v1), its key
   * and model. Unset base URL or model: no model, the local writer answers.
   */
  get model(): ModelSettings | null {
    const baseUrl = process.env.AI_MODEL_BASE_URL?.trim();
    const model = process.env.AI_MODEL_NAME?.trim();
    if (!baseUrl || !model) return null;
    return {
      baseUrl,
      model,
      // Some self-hosted endpoints take no key; the client still needs a value to send.
      apiKey: secret('AI_MODEL_API_KEY')?.trim() || 'none',
      timeoutMs: numberFrom('AI_MODEL_TIMEOUT_MS', 20_000),
    };
  },
  /** Generations one account may ask for per minute (default 10). */
  get perMinute(): number {
    return numberFrom('AI_WRITER_PER_MINUTE', 10);
  },
};
