import { z } from 'zod';

/**
 * The AI message writer (spec 2 §2.8, §3 "Generation context", §7.4): POST
 * /api/sms/campaigns/{id}/messages/generate answers a list of candidate messages for the campaign.
 */

/** The context textarea's counter (spec 2 §2.8). */
export const AI_CONTEXT_MAX_LENGTH = 300;
export const AI_REPLY_KEYWORD_MAX_LENGTH = 20;
export const AI_OPTOUT_MESSAGE_MAX_LENGTH = 100;
/** How many candidates one generation answers at most. */
export const AI_MESSAGES_PER_GENERATION = 5;
/** The failure snackbar (spec 2 §8): its text and how long it shows. */
export const AI_FAILURE_TEXT = 'Something went wrong. Please try again later.';
export const AI_FAILURE_SNACKBAR_MS = 3000;

export const aiActionTypeSchema = z.enum(['NONE', 'REPLY', 'CLICK'], { error: 'Please choose an action.' });
export type AiActionType = z.infer<typeof aiActionTypeSchema>;
export const aiToneSchema = z.enum(['NEUTRAL', 'FORMAL', 'CASUAL'], { error: 'Please choose a tone.' });
export type AiTone = z.infer<typeof aiToneSchema>;

/** Spec 2 §9: reply keyword 'YES', opt-out message 'Reply STOP to opt out', tone Neutral, action None. */
export const AI_DEFAULTS = {
  context: '',
  personalized: false,
  actionType: 'NONE',
  replyKeyword: 'YES',
  optoutMessage: 'Reply STOP to opt out',
  tone: 'NEUTRAL',
} as const satisfies GenerationContextInput;

/** Reply keywords that would opt the replier out instead (functions/src/keywords/reserved-keywords.ts). */
const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'OPT-OUT', 'CANCEL', 'END', 'QUIT'];

/** The generation context (spec 2 §3). The reply keyword matters only for the Reply action. */
export const generationContextSchema = z
  .object({
    context: z
      .string({ error: 'Please describe what the messages are about.' })
      .trim()
      .min(1, 'Please describe what the messages are about.')
      .max(AI_CONTEXT_MAX_LENGTH, `The context can have at most ${AI_CONTEXT_MAX_LENGTH} characters.`),
    personalized: z.boolean({ error: 'Say whether the messages are personalized.' }),
    actionType: aiActionTypeSchema,
    replyKeyword: z
      .string()
      .trim()
      .max(
        AI_REPLY_KEYWORD_MAX_LENGTH,
        `The reply keyword can have at most ${AI_REPLY_KEYWORD_MAX_LENGTH} characters.`,
      )
      .nullish()
      .transform((v) => v ?? ''),
    optoutMessage: z
      .string()
      .trim()
      .max(
        AI_OPTOUT_MESSAGE_MAX_LENGTH,
        `The opt-out message can have at most ${AI_OPTOUT_MESSAGE_MAX_LENGTH} characters.`,
      )
      .nullish()
      .transform((v) => (v ?? '').replace(/\s+/g, ' ')),
    tone: aiToneSchema,
  })
  .superRefine((v, ctx) => {
    if (v.actionType !== 'REPLY') return;
    if (!v.replyKeyword)
      ctx.addIssue({ code: 'custom', path: ['replyKeyword'], message: 'Please enter a reply keyword.' });
    else if (!/^[A-Za-z0-9]+$/.test(v.replyKeyword))
      ctx.addIssue({
        code: 'custom',
        path: ['replyKeyword'],
        message: 'The reply keyword must be one word of letters and digits.',
      });
    else if (OPT_OUT_WORDS.includes(v.replyKeyword.toUpperCase()))
      ctx.addIssue({
        code: 'custom',
        path: ['replyKeyword'],
        message: 'That keyword opts people out; choose another reply keyword.',
      });
  });
export type GenerationContextInput = z.input<typeof generationContextSchema>;
export type GenerationContext = z.output<typeof generationContextSchema>;

/** The answer: the candidate messages, each ready to add to the campaign as it stands. */
export const generatedMessagesSchema = z.array(z.string());
export type GeneratedMessages = z.infer<typeof generatedMessagesSchema>;
