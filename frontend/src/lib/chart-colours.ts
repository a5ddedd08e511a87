// The colours of sent and delivered wherever a chart shows them (the campaign status page, the overviews).
export const SENT_COLOUR = '#6366f1';
export const DELIVERED_COLOUR = '#15803d';
