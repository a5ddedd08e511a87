// The counter is shared by every SMS editor (the campaign editor, the AI writer, the conversation's reply
// box): it lives in components/ui/sms-counter.
export { SmsCounter } from '@/components/ui/sms-counter';
