import type { CallbackEventType } from './webhooks.table';

/** The event names in a callback body's `type` (Standard Webhooks' dotted style). */
export const CALLBACK_EVENT_NAMES: Record<CallbackEventType, string> = {
  Reply: 'sms.reply.received',
  Lead: 'sms.reply.lead',
  Optout: 'sms.reply.optout',
  DeliveryReport: 'sms.delivery_report',
  PageLead: 'page.lead',
};
