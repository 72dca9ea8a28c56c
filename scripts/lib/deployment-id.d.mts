// Types for deployment-id.mjs (plain Node, run by npm start before any TypeScript loader), for its tests.
export function deploymentIdFile(root: string): string;
export function newDeploymentId(env: Record<string, string | undefined>, root: string, now?: Date): string;
export function recordDeploymentId(root: string, id: string): void;
export function deploymentIdToServe(root: string, env: Record<string, string | undefined>): string | undefined;
