import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ModelSettings } from './ai-writer.config';
import { WriterUnavailableError, type MessageWriter } from './message-writer';
import { buildPrompt, parseAnswer } from './prompt';

/**
 * The model adapter: any OpenAI-compatible chat-completions endpoint, through the official client, with one
 * time-out for the whole call and no retries (the user is waiting; a retry would double the wait, and the
 * dialog says to try again).
 */
export function openAiWriter(settings: ModelSettings): MessageWriter {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: `openai:${settings.model}`,
    async write(request, count) {
      const prompt = buildPrompt(request, count);
      let content: string | null | undefined;
      // The client's own time-out covers the wait for headers; this one also covers reading the answer.
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            temperature: 0.9,
            max_tokens: 1200,
          },
          { signal: deadline },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        // Nothing but the deadline aborts the call.
        if (
          error instanceof APIConnectionTimeoutError ||
          error instanceof APIUserAbortError ||
          deadline.aborted
        )
          throw new WriterUnavailableError('The model did not answer in time.', 'timeout', { cause: error });
        if (error instanceof APIError && error.status === 429)
          throw new WriterUnavailableError('The model refused: too many requests.', 'rate-limited', {
            cause: error,
          });
        throw new WriterUnavailableError('The model could not be reached.', 'upstream', { cause: error });
      }
      if (typeof content !== 'string' || !content.trim())
        throw new WriterUnavailableError('The model answered no text.', 'malformed');
      return parseAnswer(content);
    },
  };
}
