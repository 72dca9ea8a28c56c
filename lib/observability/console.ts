import { format } from 'node:util';
import { scrubText } from './mask';

// Next and the libraries write to the console themselves: Next prints the error of a failed render, and its
// message may hold a customer's address. The server's own lines go through lib/observability/log.ts.

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
const processState = globalThis as typeof globalThis & { __remapperConsoleMasked?: boolean };

/** Masks addresses and link secrets in everything written to the console from now on, in this process. */
export function maskConsole(): void {
  if (processState.__remapperConsoleMasked) return;
  processState.__remapperConsoleMasked = true;
  for (const level of LEVELS) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(scrubText(format(...args)));
  }
}
