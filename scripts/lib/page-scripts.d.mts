// Types for page-scripts.mjs (plain Node, read by the benchmarks), for the page-weight test.
export function pageScripts(html: string): string[];
