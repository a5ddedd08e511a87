// Sorting the inbox by SMS Campaign means by the campaign's name (N/A, no campaign, first ascending and last
// descending). Joining a million replies to their campaigns and sorting them took 5.8 s; instead the
// replies are counted per campaign on an (account, [type, ignored,] campaign, received_at) index, the
// campaigns put in name order here, and a page read campaign by campaign from that index.

export interface CampaignGroup {
  campaignId: number | null;
  name: string | null;
  replies: number;
}

export interface GroupSlice {
  campaignId: number | null;
  /** Rows of the group to skip and take, in the group's received order. */
  offset: number;
  limit: number;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The groups in the sort's order: by name, then id (N/A first ascending, last descending). */
export function orderGroups(groups: CampaignGroup[], direction: 'asc' | 'desc'): CampaignGroup[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) => {
    if (a.campaignId === null || b.campaignId === null) return sign * (a.campaignId === null ? -1 : 1);
    const names = byName.compare(a.name ?? '', b.name ?? '');
    return sign * (names || a.campaignId - b.campaignId);
  });
}

/** The parts of the ordered groups that rows [offset, offset + limit) fall in. */
export function slicesFor(ordered: CampaignGroup[], offset: number, limit: number): GroupSlice[] {
  const slices: GroupSlice[] = [];
  let start = 0;
  let wanted = limit;
  for (const group of ordered) {
    if (wanted <= 0) break;
    const end = start + group.replies;
    if (end > offset) {
      const skip = Math.max(0, offset - start);
      const take = Math.min(wanted, group.replies - skip);
      if (take > 0) slices.push({ campaignId: group.campaignId, offset: skip, limit: take });
      wanted -= Math.max(0, take);
    }
    start = end;
  }
  return slices;
}
