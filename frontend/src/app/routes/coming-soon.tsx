import { ComingSoonPanel } from '@/components/coming-soon-panel';

/** A product area registered so its link works; later work replaces it with the real screen. */
export function ComingSoonRoute({ title }: { title: string }) {
  return <ComingSoonPanel title={title} />;
}
