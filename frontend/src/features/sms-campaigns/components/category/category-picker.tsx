// The category picker is shared with the e-mail campaigns (src/components/campaigns).
export * from '@/components/campaigns/category-picker';
