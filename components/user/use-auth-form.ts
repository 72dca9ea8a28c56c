'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type AuthFormFailure, authFormFailure } from '@/lib/auth/form-outcome';

/** A refusal the form shows as its alert, numbered so that each new one is a new alert. */
export interface ShownFailure {
  failure: Exclude<AuthFormFailure, { kind: 'fields' }>;
  attempt: number;
}

/**
 * What the account forms share after a refused call: the API's field errors go back onto their fields
 * (focusing the first), anything else becomes the form's alert. The user's input stays as it was.
 */
export function useAuthFailure<Input extends FieldValues>(methods: UseFormReturn<Input>, fields: readonly Path<Input>[]) {
  const [shown, setShown] = useState<ShownFailure | null>(null);

  function show(error: unknown) {
    const failure = authFormFailure(error, fields);
    if (failure.kind === 'fields') {
      setShown(null);
      failure.errors.forEach(({ field, code }, index) => {
        methods.setError(field as Path<Input>, { type: 'server', message: code }, { shouldFocus: index === 0 });
      });
      return;
    }
    setShown((previous) => ({ failure, attempt: (previous?.attempt ?? 0) + 1 }));
  }

  return { shown, show, clear: () => setShown(null) };
}
