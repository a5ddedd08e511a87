import { REPORT_LINK_SECONDS } from './report-archive';

// The spec gives no text for the e-mail that carries the link (spec 2 §8 has only the snackbar); ours says
// what the report is, how long the link works, and that the password is the one chosen on the form (the
// e-mail never carries it).

export const REPORT_EMAIL_SUBJECT = 'Your cross-campaign report is ready';

/** The subject and text of the e-mail that carries a report's download link. */
export function reportReadyEmail(report: { from: string; to: string; rows: number; url: string; now: Date }) {
  const expires = new Date(report.now.getTime() + REPORT_LINK_SECONDS * 1000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const messages = report.rows === 1 ? '1 message' : `${report.rows} messages`;
  return {
    subject: REPORT_EMAIL_SUBJECT,
    text:
      `Hello,\n\n` +
      `The cross-campaign report for ${report.from} to ${report.to} (UTC) is ready: ${messages}.\n\n` +
      `Download it here (the link works for 7 days, until ${expires} UTC):\n${report.url}\n\n` +
      `The file is a zip archive protected with the password that was entered when the report was created ` +
      `(AES-256 encryption: open it with 7-Zip, WinZip or another archive tool that supports AES).\n`,
  };
}
