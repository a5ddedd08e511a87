import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { effectiveSchedule, marketingTimeRuleOf } from '@contracts/marketing-times/marketing-time-rules';
import { WEEKDAY_ABBREVIATIONS } from '@/lib/campaign-display';
import { defaultCountryOf, useUserSettings } from '@/lib/user-settings';

const HHMM = /^\d{2}:\d{2}$/;

/** A wall-clock time of one zone as another zone's clock shows it today (for the law's clock). */
function onClock(time: string, from: string, to: string): string {
  if (from === to) return time;
  try {
    const now = new Date();
    const offset = (zone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        })
          .formatToParts(now)
          .map((p) => [p.type, p.value]),
      );
      const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
      return Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
    };
    const [h, m] = time.split(':').map(Number) as [number, number];
    const minutes = (((h * 60 + m + offset(to) - offset(from)) % 1440) + 1440) % 1440;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  } catch {
    return time;
  }
}

type Props = { scheduleDays: number[]; start: string; finish: string; timeZone: string };

/**
 * The window a campaign really gets under the account's country's marketing-time rule (issue 28): each
 * schedule day's sending hours, and a warning in a marketer's words when the chosen window reaches into a
 * time the law forbids. Nothing for a country without a rule.
 */
export function MarketingHoursNote({ scheduleDays, start, finish, timeZone }: Props) {
  const settings = useUserSettings();
  // Until the account's country is known, nothing (a UK account would see South Africa's rule flash).
  const rule = settings.isLoading ? null : marketingTimeRuleOf(defaultCountryOf(settings.data));
  // An e-mail campaign without daily times sends all day.
  const [first, last] = [start || '00:00', finish || '23:59'];
  if (!rule || !scheduleDays.length || !HHMM.test(first) || !HHMM.test(last)) return null;
  const zone = timeZone || rule.timeZone;
  const from = onClock(first, zone, rule.timeZone);
  const to = onClock(last, zone, rule.timeZone);
  const { days, crossesProhibited } = effectiveSchedule(rule, scheduleDays, from, to);
  const sending = days
    .map(
      (d) => `${WEEKDAY_ABBREVIATIONS[d.day - 1]} ${d.window ? `${d.window.from}–${d.window.to}` : 'none'}`,
    )
    .join(', ');
  return (
    <Alert severity={crossesProhibited ? 'warning' : 'info'} role={crossesProhibited ? 'alert' : 'status'}>
      {crossesProhibited && <Typography variant="body2">{rule.summary}</Typography>}
      <Typography variant="body2">
        Effective sending window ({rule.clockName}, never on public holidays): {sending}.
      </Typography>
    </Alert>
  );
}
