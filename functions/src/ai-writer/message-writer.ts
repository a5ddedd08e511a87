import type { GenerationContext } from './ai-writer.schemas';

/**
 * Something that writes candidate SMS texts for a generation context: the OpenAI-compatible model adapter
 * (openai-writer.ts) when a model is configured, else the local writer (local-writer.ts). What it answers is
 * untrusted: the service passes every candidate through message-checks.ts before answering.
 */
export interface MessageWriter {
  /** For the log: 'local' or 'openai:<model>'. */
  name: string;
  /** Candidate texts (possibly more or fewer than asked, possibly bad). Throws WriterUnavailableError. */
  write(request: GenerationContext, count: number): Promise<unknown[]>;
}

/** The writer could not answer (time-out, refusal, network, an answer that is not a list of texts). */
export class WriterUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'rate-limited' | 'upstream' | 'malformed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WriterUnavailableError';
  }
}
