declare function workers(): Record<string, { handler: string; events?: Record<string, unknown>[] }>;
export = workers;
