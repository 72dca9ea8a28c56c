'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

// Loads not yet begun, started together at the page's first interaction.
const waiting = new Set<() => unknown>();

function startWaitingLoads() {
  for (const start of waiting) start();
  waiting.clear();
}

if (typeof document !== 'undefined') {
  for (const type of ['focusin', 'pointerdown', 'keydown'] as const)
    document.addEventListener(type, startWaitingLoads, { capture: true, once: true, passive: true });
}

/**
 * A form's zod resolver whose schema, and zod with it, are loaded when first needed instead of with the page (issue 16:
 * zod was about 90 KiB gzip of the checkout's first load, and its evaluation a long task before the page answered).
 * The load starts at the page's first focus, pointer press or key press, so it is usually done before the first
 * check; a check before that waits for it. A load that fails (the network dropped) is tried again at the next check.
 */
export function lazyZodResolver<TFieldValues extends FieldValues, TTransformedValues>(
  schema: () => Promise<z4.$ZodType<TTransformedValues, TFieldValues>>,
): Resolver<TFieldValues, unknown, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformedValues>> | undefined;
  const loaded = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), schema()]).then(
      ([{ zodResolver }, loadedSchema]) => zodResolver(loadedSchema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  waiting.add(loaded);
  return async (values, context, options) => (await loaded())(values, context, options);
}
