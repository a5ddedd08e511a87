export { SmsCounter } from './sms-counter';
