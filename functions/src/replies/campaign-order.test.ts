import { describe, expect, it } from 'vitest';
import { orderGroups, slicesFor, type CampaignGroup } from './campaign-order';

const groups: CampaignGroup[] = [
  { campaignId: 7, name: 'winter deals', replies: 3 },
  { campaignId: null, name: null, replies: 2 },
  { campaignId: 3, name: 'Autumn', replies: 4 },
  { campaignId: 5, name: 'Winter Deals', replies: 1 },
];

describe('sorting by campaign', () => {
  it('orders by name ignoring case, then id; N/A first ascending and last descending', () => {
    expect(orderGroups(groups, 'asc').map((g) => g.campaignId)).toEqual([null, 3, 5, 7]);
    expect(orderGroups(groups, 'desc').map((g) => g.campaignId)).toEqual([7, 5, 3, null]);
  });

  it('finds the groups a page falls in', () => {
    const ordered = orderGroups(groups, 'asc'); // null 2, 3 x4, 5 x1, 7 x3
    expect(slicesFor(ordered, 0, 3)).toEqual([
      { campaignId: null, offset: 0, limit: 2 },
      { campaignId: 3, offset: 0, limit: 1 },
    ]);
    expect(slicesFor(ordered, 3, 5)).toEqual([
      { campaignId: 3, offset: 1, limit: 3 },
      { campaignId: 5, offset: 0, limit: 1 },
      { campaignId: 7, offset: 0, limit: 1 },
    ]);
    expect(slicesFor(ordered, 9, 5)).toEqual([{ campaignId: 7, offset: 2, limit: 1 }]);
    expect(slicesFor(ordered, 10, 5)).toEqual([]);
  });
});
