'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

// Loads not yet begun, started together at the page's first interaction; once there has been one (say, the click
// that navigated here, before this module was loaded: the browser's sticky user activation), a form's load starts as
// soon as its resolver is made.
const waiting = new Set<() => unknown>();
let interacted = false;
const hasInteracted = () => interacted || (typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true);

function startWaitingLoads() {
  interacted = true;
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
  // Started ahead of a check, a failed load is only tried again at the check: nothing here is left unhandled.
  const preload = () => loaded().catch(() => undefined);
  if (hasInteracted()) void preload();
  else waiting.add(preload);
  return async (values, context, options) => (await loaded())(values, context, options);
}
