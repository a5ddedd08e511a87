// The campaign display rules live in src/lib (shared with the e-mail campaigns).
export * from '@/lib/campaign-display';
