// Runs the OpenAI-compatible stand-in on its own (server.ts says how it behaves):
// LLM_STAND_IN_PORT=4720 npx tsx scripts/local/llm-stand-in/main.ts
import { startLlmStandIn } from './server';

const port = Number(process.env.LLM_STAND_IN_PORT ?? 4720);
void startLlmStandIn({ port, apiKey: process.env.LLM_STAND_IN_API_KEY || undefined }).then((standIn) => {
  console.log(`llm-stand-in: OpenAI-compatible chat completions at ${standIn.baseUrl}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
});
