// The emulator's web page: each handset with the messages it received (through BulkSMS's, Twilio's or
// Clickatell's API), a reply box per handset (it posts the protocol's reply webhook to the product), and the accounts with their webhooks and behaviour. Every value
// shown is escaped; the page loads nothing from elsewhere and runs no script.
import { DEFAULT_BEHAVIOUR, type Account } from './accounts';
import type { MessageStore, StoredMessage, StoredReply } from './messages';
import { statusText } from './messages';
import { hideSecret } from './webhooks';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const time = (d: Date) => d.toISOString().slice(11, 19);

function behaviourText(account: Account): string {
  const changed = Object.entries(account.behaviour).filter(
    ([key, value]) => DEFAULT_BEHAVIOUR[key as keyof typeof DEFAULT_BEHAVIOUR] !== value,
  );
  return changed.length ? changed.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ') : 'normal';
}

/** A Clickatell API key is the whole credential: the page shows only its start. */
const shownName = (username: string, clickatell: boolean) =>
  clickatell ? `${username.slice(0, 6)}… (Clickatell API key)` : username;

const protocolOf = (m: StoredMessage) => (m.twilio ? 'Twilio' : m.clickatell ? 'Clickatell' : 'BulkSMS');

function accountRows(accounts: Account[]): string {
  if (!accounts.length) return '<p>No accounts yet (the seed writes them; tests create their own).</p>';
  const rows = accounts
    .map((a) => {
      const callbacks = a.clickatell
        ? [
            `status callback → ${escapeHtml(a.clickatell.statusUrl ? hideSecret(a.clickatell.statusUrl) : 'not set')}`,
            `reply callback → ${escapeHtml(a.clickatell.replyUrl ? hideSecret(a.clickatell.replyUrl) : 'not set')}`,
          ]
        : [];
      const hooks = callbacks.length
        ? callbacks.join('<br>')
        : a.webhooks.length
          ? a.webhooks
              .map(
                (w) =>
                  `${escapeHtml(w.triggerScope)} → ${escapeHtml(hideSecret(w.url))}${w.active ? '' : ' (inactive)'}`,
              )
              .join('<br>')
          : '<i>none</i>';
      return `<tr><td><code>${escapeHtml(shownName(a.username, !!a.clickatell))}</code></td><td>${a.messagesPerSecond}/s</td><td>${
        a.credits === null ? 'unlimited' : escapeHtml(a.credits)
      }</td><td>${hooks}</td><td>${escapeHtml(behaviourText(a))}</td></tr>`;
    })
    .join('');
  return `<div class="scroll"><table><thead><tr><th>Account (token id)</th><th>Rate</th><th>Credits</th><th>Webhooks</th><th>Behaviour</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function messageItem(m: StoredMessage): string {
  const status = statusText(m.status);
  const tone = m.status.type === 'DELIVERED' ? 'ok' : m.status.type === 'FAILED' ? 'bad' : 'wait';
  return `<li><div class="meta">${time(m.submittedAt)} · ${escapeHtml(m.from ?? 'default sender')} · <span class="status ${tone}">${escapeHtml(
    status,
  )}</span> · ${m.numberOfParts} part${m.numberOfParts === 1 ? '' : 's'} ${escapeHtml(m.encoding)} · ref ${escapeHtml(
    m.userSuppliedId ?? '–',
  )} · ${protocolOf(m)} <code>${escapeHtml(shownName(m.account, !!m.clickatell))}</code></div><div class="sms">${escapeHtml(m.body)}</div></li>`;
}

function replyItem(r: StoredReply): string {
  return `<li class="reply"><div class="meta">${time(r.at)} · reply to ${escapeHtml(r.to)} · ${escapeHtml(
    r.outcome,
  )}</div><div class="sms">${escapeHtml(r.body)}</div></li>`;
}

/** Messages and replies together, newest first. */
function conversation(h: ReturnType<MessageStore['handsetsForPage']>[number]): string {
  const items = [
    ...h.messages.map((m) => ({ at: m.submittedAt.getTime(), html: messageItem(m) })),
    ...h.replies.map((r) => ({ at: r.at.getTime(), html: replyItem(r) })),
  ];
  return items
    .sort((a, b) => b.at - a.at)
    .map((i) => i.html)
    .join('');
}

function handsetCard(h: ReturnType<MessageStore['handsetsForPage']>[number]): string {
  const accounts = [...new Set(h.messages.map((m) => m.account))];
  const options = accounts.map((a) => `<option>${escapeHtml(a)}</option>`).join('');
  const id = `h${h.number.replace(/\D/g, '')}`;
  return `<section class="handset" id="${id}"><h2>${escapeHtml(h.number)} <small>${h.total} message${
    h.total === 1 ? '' : 's'
  }</small></h2><ul>${conversation(h)}</ul>
<form method="post" action="/__emulator/inbound"><input type="hidden" name="from" value="${escapeHtml(h.number)}">
<label for="${id}-body">Reply from this handset</label><textarea id="${id}-body" name="body" rows="2" required maxlength="1600"></textarea>
${accounts.length > 1 ? `<label for="${id}-account">to account</label><select id="${id}-account" name="account">${options}</select>` : accounts.length ? `<input type="hidden" name="account" value="${escapeHtml(accounts[0])}">` : ''}
<button type="submit">Send reply</button></form></section>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1d2330;background:#f6f7f9}h1{font-size:1.4rem;margin:0 0 .25rem}
.sub{color:#555;margin:0 0 1rem}table{border-collapse:collapse;background:#fff;margin-bottom:1.5rem;width:100%}
td,th{border:1px solid #dde;padding:.35rem .5rem;text-align:left;vertical-align:top;font-size:13px}th{background:#eef1f6}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr));gap:1rem}
.handset{background:#fff;border:1px solid #dde;border-radius:10px;padding:.75rem 1rem}.handset h2{font-size:1.05rem;margin:0 0 .5rem}
.handset small{color:#666;font-weight:normal}ul{list-style:none;padding:0;margin:0 0 .5rem;max-height:22rem;overflow:auto}
li{margin:0 0 .5rem}.meta{font-size:12px;color:#555}.sms{background:#e8f0fe;border-radius:10px;padding:.4rem .6rem;white-space:pre-wrap;word-break:break-word}
.reply .sms{background:#e6f4ea;margin-left:2rem}.status{font-weight:600}.ok{color:#137333}.bad{color:#b3261e}.wait{color:#8a5a00}
form{display:grid;gap:.3rem}textarea{font:inherit;padding:.3rem}button{justify-self:start;padding:.35rem .9rem;border-radius:6px;border:1px solid #1a56db;background:#1a56db;color:#fff;cursor:pointer}
code{font-size:12px}.legend{font-size:13px;color:#444}.scroll{overflow-x:auto}summary{cursor:pointer;font-weight:600;margin:1rem 0 .5rem}
h2.section{font-size:1.15rem;margin:1rem 0 .5rem}`;

/** The whole page. */
export function renderPage(input: {
  port: number;
  accounts: Account[];
  store: MessageStore;
  pendingWebhooks: number;
  notice?: string;
}): string {
  const handsets = input.store.handsetsForPage(60, 20);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SMS gateway emulator</title><style>${STYLE}</style></head><body>
<h1>SMS gateway emulator</h1>
<p class="sub">BulkSMS JSON REST API at <code>http://127.0.0.1:${input.port}/v1</code>, Twilio at <code>/2010-04-01</code>, Clickatell One API at <code>/v1/message</code> · ${input.store.size} messages held for ${
    input.store.handsetCount
  } handsets · ${input.pendingWebhooks} webhook calls pending · <a href="/">Refresh</a></p>
${input.notice ? `<p role="status"><b>${escapeHtml(input.notice)}</b></p>` : ''}
<p class="legend">Test numbers: BulkSMS's 1111111 fails (NOT_SENT); +27829000100–199 fail with FAILED.EXPIRED, 200–299
HANDSET_ERROR, 300–399 BLOCKED, 400–499 NOT_SENT; every other number is delivered.</p>
<h2 class="section">Handsets</h2>${handsets.length ? `<div class="grid">${handsets.map(handsetCard).join('')}</div>` : '<p>No messages yet.</p>'}
<details><summary>Accounts (${input.accounts.length})</summary>${accountRows(input.accounts)}</details>
</body></html>`;
}
