import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import type { AiTone, GenerationContext } from './ai-writer.schemas';

const TONES: Record<AiTone, string> = {
  NEUTRAL: 'neutral and clear',
  FORMAL: 'formal and courteous',
  CASUAL: 'casual, friendly and upbeat',
};

/**
 * The chat messages sent to the model: fixed rules in the system message, the user's context in the user
 * message as quoted data (so text in it is a subject to write about, not an instruction to follow).
 */
export function buildPrompt(request: GenerationContext, count: number): { system: string; user: string } {
  const action =
    request.actionType === 'REPLY'
      ? `End each message by asking the reader to reply with the keyword ${request.replyKeyword} (exactly that word, in capitals).`
      : request.actionType === 'CLICK'
        ? `Each message must contain the placeholder ${CLICK_URL_VARIABLE} exactly once, where the link goes; it is replaced by a short link of about 30 characters. Write no other link.`
        : 'Do not ask the reader to reply or to click a link.';
  const system = [
    `You write marketing SMS messages. Write ${count} different messages.`,
    'Rules:',
    '- Each message is plain text on one line, at most 160 characters including everything below, in the GSM 7-bit alphabet: no emoji, no curly quotes.',
    `- Tone: ${TONES[request.tone]}.`,
    request.personalized
      ? "- Personal: speak to the reader directly (you, your). Do not use placeholders, merge fields or names such as [Name] or #FIRSTNAME#: the marketer adds merge fields with the editor's Insert field menu."
      : '- Not personal: an announcement to everyone. Do not use placeholders, merge fields or names.',
    `- ${action}`,
    '- Write only about what the context says: no prices, dates, offers, phone numbers, e-mail addresses or links it does not contain.',
    request.optoutMessage
      ? `- Do not write any opt-out text: the line "${request.optoutMessage}" is added to each message afterwards, so keep room for it.`
      : '- Do not write any opt-out or unsubscribe text.',
    'Answer with JSON only, in this form: {"messages": ["first message", "second message"]}',
  ].join('\n');
  const user = `Context (what the messages are about, written by the marketer):\n"""\n${request.context.replace(/"""/g, '"')}\n"""`;
  return { system, user };
}

/** The texts in a model's answer: JSON ({"messages": [...]} or a bare list, code fences allowed), else its lines. */
export function parseAnswer(content: string): unknown[] {
  const unfenced = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '').trim();
  const start = unfenced.search(/[[{]/);
  if (start >= 0) {
    try {
      const parsed: unknown = JSON.parse(unfenced.slice(start));
      if (Array.isArray(parsed)) return parsed;
      if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { messages?: unknown }).messages))
        return (parsed as { messages: unknown[] }).messages;
    } catch {
      // not JSON: read it as lines below
    }
  }
  return unfenced
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !/^[[\]{}]/.test(line));
}
