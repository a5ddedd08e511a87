export function roleName(prefix: string, region: string, functionName: string): string;
export function applyDeployedStage(
  serverless: {
    service: {
      service: string;
      provider: { stage: string; region: string; environment?: Record<string, unknown> };
      functions?: Record<
        string,
        { handler: string; events?: unknown[]; environment?: Record<string, unknown> }
      >;
    };
  },
  options?: { roles?: boolean },
): void;
