import type { AuthContext } from '../auth/auth-context';
import { SHORT_URL_CODE_LENGTH } from '../campaigns/campaigns.schemas';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import { apiError, conflict, notFound } from '../platform/http/errors';
import { errorFields, type Logger } from '../platform/log';
import { hitRateWindow } from '../platform/rate/rate-windows.repository';
import { AI_MESSAGES_PER_GENERATION, type GenerationContext } from './ai-writer.schemas';
import { aiWriterConfig } from './ai-writer.config';
import { countCampaignMessages } from './ai-writer.repository';
import { localWriter } from './local-writer';
import { checkMessages, type CheckOptions } from './message-checks';
import { WriterUnavailableError, type MessageWriter } from './message-writer';
import { openAiWriter } from './openai-writer';

/** A campaign holds at most 50 messages (campaigns.schemas.ts, messagesStepSchema). */
export const MAX_CAMPAIGN_MESSAGES = 50;
export const UNAVAILABLE_TEXT = 'The AI writer could not write messages just now. Please try again later.';

/** The configured writer: the model adapter when AI_MODEL_BASE_URL and AI_MODEL_NAME are set, else the local one. */
export function configuredWriter(): MessageWriter {
  const model = aiWriterConfig.model;
  return model ? openAiWriter(model) : localWriter;
}

/** The checks' measures: the short link that replaces #CLICKURL# is the short host, a slash and the code. */
export const checkOptionsFor = (maxMessages: number): CheckOptions => ({
  shortLinkLength: config.smsShortUrlHost.replace(/\/+$/, '').length + 1 + SHORT_URL_CODE_LENGTH,
  maxMessages,
});

/**
 * Candidates from the writer, checked (fixed or refused). A model whose first answer leaves fewer than two
 * usable messages is asked once more; none at all is a failure.
 */
export async function writeCheckedMessages(
  writer: MessageWriter,
  request: GenerationContext,
  maxMessages: number,
  log: Logger,
): Promise<string[]> {
  const options = checkOptionsFor(maxMessages);
  const messages: string[] = [];
  for (let attempt = 1; attempt <= 2 && messages.length < Math.min(2, maxMessages); attempt += 1) {
    const candidates = await writer.write(request, maxMessages);
    const checked = checkMessages([...messages, ...candidates], request, options);
    messages.splice(0, messages.length, ...checked.messages);
    log.info('ai writer answer checked', {
      writer: writer.name,
      attempt,
      candidates: candidates.length,
      answered: checked.messages.length,
      refused: checked.refused.map((r) => r.reason),
      fixes: checked.fixes.flat(),
    });
  }
  if (!messages.length) throw new WriterUnavailableError('No candidate passed the checks.', 'malformed');
  return messages;
}

/**
 * Candidate messages for one of the account's campaigns (404 for any other id). Each account may ask
 * aiWriterConfig.perMinute times a minute (429 past that); no more candidates than the campaign has room for.
 */
export async function generateMessages(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  request: GenerationContext,
  log: Logger,
  writer: MessageWriter = configuredWriter(),
  now = new Date(),
): Promise<string[]> {
  const saved = await countCampaignMessages(db, auth.scope, campaignId);
  if (saved === null) throw notFound('The campaign');
  const room = Math.min(AI_MESSAGES_PER_GENERATION, MAX_CAMPAIGN_MESSAGES - saved);
  if (room <= 0) throw conflict(`A campaign can have at most ${MAX_CAMPAIGN_MESSAGES} messages.`);

  const minute = Math.floor(now.getTime() / 60_000) * 60;
  const hits = await hitRateWindow(db, `ai-writer:${auth.accountId}`, minute);
  if (hits > aiWriterConfig.perMinute) {
    const refusal = apiError(
      429,
      'RATE_LIMITED',
      `The AI writer can be asked ${aiWriterConfig.perMinute} times a minute. Wait a moment and try again.`,
    );
    refusal.headers = { 'retry-after': String(Math.max(1, minute + 60 - Math.floor(now.getTime() / 1000))) };
    throw refusal;
  }

  try {
    return await writeCheckedMessages(writer, request, room, log);
  } catch (error) {
    if (!(error instanceof WriterUnavailableError)) throw error;
    log.warn('ai writer unavailable', {
      writer: writer.name,
      reason: error.reason,
      ...errorFields(error.cause ?? error),
    });
    throw apiError(502, 'INTERNAL', UNAVAILABLE_TEXT);
  }
}
