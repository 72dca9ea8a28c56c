import type { z } from 'zod';

/** The field an issue is about: its path, or 'form' for the body as a whole. */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || 'form';
}

/**
 * The first issue of each field, in order: a form shows one error per field. Each family of the API words
 * the codes (`code(issue)`) in its own message namespace.
 */
export function firstIssuePerField<Code extends string>(
  issues: readonly z.core.$ZodIssue[],
  code: (issue: z.core.$ZodIssue) => Code,
): { field: string; code: Code }[] {
  const errors = new Map<string, { field: string; code: Code }>();
  for (const issue of issues) {
    const field = issueField(issue);
    if (!errors.has(field)) errors.set(field, { field, code: code(issue) });
  }
  return [...errors.values()];
}
