// Calling the product's webhooks the way BulkSMS documents it: POST of a JSON array of message objects
// (up to 10 per call with invokeOption MANY, one with ONE), User-Agent "BulkSMS Invoker", 30 s to answer.
// 2xx: received. A failed call of several messages is retried one message at a time; a message whose call
// answers 4xx is discarded; any other answer (or none) is retried, here after 1, 2, 4, 8, 15, 30 s, then
// every minute for about 10 minutes
// (BulkSMS waits 90 s, 3, 6, 12 min, then every 15 min for two days).
import type { Account, Webhook } from './accounts';

const MANY = 10;
const CONCURRENCY = 4;
const TIMEOUT_MS = 30_000;
// Shortened for local use, but long enough (about 10 minutes) to outlast a restart of the local API.
const RETRY_DELAYS_MS = [
  1000, 2000, 4000, 8000, 15000, 30000, 60000, 60000, 60000, 60000, 60000, 60000, 60000,
];
const LOG_SIZE = 500;

export interface WebhookCall {
  at: string;
  account: string;
  webhookId: number;
  scope: string;
  /** The URL with its secret hidden. */
  url: string;
  messages: number;
  status: number | null;
  error?: string;
  attempt: number;
  outcome: 'received' | 'retrying' | 'discarded';
}

interface Item {
  body: object;
  attempt: number;
  /** Retried on its own after a failed call of several messages. */
  single: boolean;
}

interface Queue {
  account: string;
  webhook: Webhook;
  items: Item[];
  inFlight: number;
}

export const hideSecret = (url: string) => url.replace(/([?&]secret=)[^&#]*/gi, '$1…');

async function post(
  url: string,
  body: unknown,
): Promise<{ status: number | null; statusText: string; error?: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'BulkSMS Invoker' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, statusText: res.statusText };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: null, statusText: '', error: cause?.code ?? (error as Error).name ?? String(error) };
  }
}

export class WebhookDispatcher {
  private readonly queues = new Map<number, Queue>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly calls: WebhookCall[] = [];
  private posted = 0;

  /** BulkSMS's check when a webhook is registered: the URL must answer an empty array with 2xx. */
  async validate(url: string): Promise<string | null> {
    const answer = await post(url, []);
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) return null;
    return `Invoking the Webhook URL caused an error: ${answer.status === null ? answer.error : `${answer.status} - ${answer.statusText}`}`;
  }

  /** Queues a message object for every active webhook of the account with that trigger scope. */
  enqueue(account: Account, scope: 'SENT' | 'RECEIVED', body: object, copies = 1): number {
    const hooks = account.webhooks.filter((w) => w.active && w.triggerScope === scope);
    for (const webhook of hooks) {
      const queue = this.queueOf(account, webhook);
      for (let i = 0; i < copies; i += 1) queue.items.push({ body, attempt: 0, single: false });
      this.pump(queue);
    }
    return hooks.length;
  }

  /** Calls waiting or in flight. */
  get pending(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.items.length + q.inFlight;
    return n + this.timers.size;
  }

  get totalPosted(): number {
    return this.posted;
  }

  recent(account?: string): WebhookCall[] {
    return this.calls
      .filter((c) => !account || c.account === account)
      .slice(-LOG_SIZE)
      .reverse();
  }

  /** A webhook removed or changed: its queue follows the new URL (or is dropped). */
  forget(webhookId: number): void {
    this.queues.delete(webhookId);
  }

  clear(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queues.clear();
    this.calls.length = 0;
  }

  private queueOf(account: Account, webhook: Webhook): Queue {
    let queue = this.queues.get(webhook.id);
    if (!queue) {
      queue = { account: account.username, webhook, items: [], inFlight: 0 };
      this.queues.set(webhook.id, queue);
    }
    queue.webhook = webhook;
    return queue;
  }

  private pump(queue: Queue): void {
    while (queue.inFlight < CONCURRENCY && queue.items.length) {
      const max = queue.webhook.invokeOption === 'MANY' ? MANY : 1;
      const batch: Item[] = [queue.items.shift()!];
      if (!batch[0]!.single) {
        while (batch.length < max && queue.items.length && !queue.items[0]!.single)
          batch.push(queue.items.shift()!);
      }
      queue.inFlight += 1;
      void this.deliver(queue, batch).finally(() => {
        queue.inFlight -= 1;
        if (this.queues.get(queue.webhook.id) === queue) this.pump(queue);
      });
    }
  }

  private async deliver(queue: Queue, batch: Item[]): Promise<void> {
    const { webhook } = queue;
    const answer = await post(
      webhook.url,
      batch.map((i) => i.body),
    );
    this.posted += 1;
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const permanent = answer.status !== null && answer.status >= 400 && answer.status < 500;
    const attempt = Math.max(...batch.map((i) => i.attempt));
    let outcome: WebhookCall['outcome'] = 'received';
    if (!ok && batch.length > 1) {
      // One at a time from now on, so one bad message cannot hold back the others.
      for (const item of batch) queue.items.push({ ...item, single: true });
      outcome = 'retrying';
    } else if (!ok && !permanent && attempt < RETRY_DELAYS_MS.length) {
      const item = batch[0]!;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.queues.get(webhook.id) !== queue) return;
        queue.items.push({ ...item, attempt: item.attempt + 1, single: true });
        this.pump(queue);
      }, RETRY_DELAYS_MS[attempt]);
      this.timers.add(timer);
      outcome = 'retrying';
    } else if (!ok) {
      outcome = 'discarded';
    }
    this.calls.push({
      at: new Date().toISOString(),
      account: queue.account,
      webhookId: webhook.id,
      scope: webhook.triggerScope,
      url: hideSecret(webhook.url),
      messages: batch.length,
      status: answer.status,
      ...(answer.error ? { error: answer.error } : {}),
      attempt,
      outcome,
    });
    if (this.calls.length > LOG_SIZE * 2) this.calls.splice(0, this.calls.length - LOG_SIZE);
  }
}
