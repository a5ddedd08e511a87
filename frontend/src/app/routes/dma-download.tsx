import { DmaDownloadPage } from '@/features/dma/components/dma-download-page';

/** /smsmarketing/smscampaigns/DownloadDMAListForProcessing. */
export function DmaCellphonesRoute() {
  return <DmaDownloadPage kind="cellphones" />;
}

/** /smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing. */
export function DmaIdNumbersRoute() {
  return <DmaDownloadPage kind="idNumbers" />;
}
