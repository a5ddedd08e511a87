export function roleName(prefix: string, region: string, functionName: string): string;
