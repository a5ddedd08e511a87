// A local stand-in for an OpenAI-compatible chat-completions endpoint (POST {base}/chat/completions, the
// wire format the official `openai` client speaks), on loopback only, so the AI writer's model adapter runs
// for real without a model. Run: `LLM_STAND_IN_PORT=4720 npx tsx scripts/local/llm-stand-in/main.ts`,
// then AI_MODEL_BASE_URL=http://127.0.0.1:4720/v1 AI_MODEL_NAME=stand-in.
//
// The model name chooses the behaviour: any name answers good messages written from the prompt's context;
// "stand-in-bad" answers bad ones (too long, no opt-out line, a link, a placeholder, a repeat, an empty one);
// "stand-in-slow" answers after 60 s; "stand-in-error" answers 500. Tests start it in-process with
// startLlmStandIn() and may decide each answer themselves.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

export type StandInAnswer =
  | { kind: 'content'; content: string; delayMs?: number }
  | { kind: 'status'; status: number; message: string; delayMs?: number };

export interface StandInOptions {
  port?: number;
  /** The key callers must send as a bearer token (unset: any). */
  apiKey?: string;
  /** Decides each answer; the default answers by model name (see above). */
  answer?: (request: ChatRequest) => StandInAnswer;
}

export interface RunningStandIn {
  baseUrl: string;
  requests: ChatRequest[];
  close: () => Promise<void>;
}

/** The context the AI writer quoted in its user message (between triple quotes). */
export function contextOf(request: ChatRequest): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  return /"""\n([\s\S]*?)\n"""/.exec(user)?.[1]?.trim() ?? user.trim();
}

/** Good messages from the context, following what the system message asks (keyword, link). */
function goodMessages(request: ChatRequest): string[] {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  const context = contextOf(request)
    .replace(/\s+/g, ' ')
    .slice(0, 90)
    .replace(/[.!?]*$/, '');
  const keyword = /reply with the keyword (\w+)/.exec(system)?.[1];
  const link = system.includes('#CLICKURL#') ? ' #CLICKURL#' : '';
  const call = keyword ? ` Reply ${keyword} to find out more.` : '';
  return [
    `${context}.${call}${link}`,
    `News: ${context}.${call}${link}`,
    `Don't miss it: ${context}!${call}${link}`,
  ];
}

/** Bad output of the kinds a model produces, for the checks to fix or refuse. */
function badMessages(request: ChatRequest): string[] {
  const context = contextOf(request);
  return [
    `${context} `.repeat(6).trim(),
    `“${context.slice(0, 60)}” 🎉 Visit https://phish.example.com/win now, [Name]!`,
    '',
    `${context.slice(0, 60)}. Text END to unsubscribe.`,
    `${context.slice(0, 60)}. Text END to unsubscribe.`,
  ];
}

function defaultAnswer(request: ChatRequest): StandInAnswer {
  if (request.model === 'stand-in-error')
    return { kind: 'status', status: 500, message: 'The model failed.' };
  const messages = request.model === 'stand-in-bad' ? badMessages(request) : goodMessages(request);
  return {
    kind: 'content',
    content: JSON.stringify({ messages }),
    delayMs: request.model === 'stand-in-slow' ? 60_000 : 0,
  };
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const openAiError = (message: string, type: string) => ({
  error: { message, type, param: null, code: null },
});

/** Starts the stand-in on 127.0.0.1 (port 0: a free one). */
export async function startLlmStandIn(options: StandInOptions = {}): Promise<RunningStandIn> {
  const requests: ChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (req.method === 'GET' && path.endsWith('/models'))
        return send(res, 200, {
          object: 'list',
          data: [{ id: 'stand-in', object: 'model', owned_by: 'local' }],
        });
      if (req.method !== 'POST' || !path.endsWith('/chat/completions'))
        return send(res, 404, openAiError(`Unknown path ${path}`, 'invalid_request_error'));
      const authorization = req.headers.authorization;
      if (options.apiKey && authorization !== `Bearer ${options.apiKey}`)
        return send(res, 401, openAiError('Incorrect API key provided.', 'invalid_request_error'));
      let body: { model?: unknown; messages?: unknown };
      try {
        body = (await readJson(req)) as typeof body;
      } catch {
        return send(
          res,
          400,
          openAiError('We could not parse the JSON body of your request.', 'invalid_request_error'),
        );
      }
      if (typeof body.model !== 'string' || !Array.isArray(body.messages))
        return send(res, 400, openAiError('model and messages are required.', 'invalid_request_error'));
      const request: ChatRequest = {
        model: body.model,
        messages: (body.messages as { role?: unknown; content?: unknown }[]).map((m) => ({
          role: String(m.role),
          content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
        })),
        authorization,
      };
      requests.push(request);
      const answer = (options.answer ?? defaultAnswer)(request);
      const reply = () => {
        if (answer.kind === 'status')
          return send(
            res,
            answer.status,
            openAiError(answer.message, answer.status === 429 ? 'rate_limit_exceeded' : 'server_error'),
          );
        send(res, 200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
      };
      if (!answer.delayMs) return reply();
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply();
      }, answer.delayMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
