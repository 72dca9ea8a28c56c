'use client';

import {
  type FieldErrors,
  type FieldValues,
  get,
  useForm,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * react-hook-form's `useForm`, except that a refused submit moves the focus to the first field with an error
 * once, at once, and not at all once the person has moved the focus to another element since they submitted. `useForm` does it twice:
 * at once and again from a timer, so that on a busy machine the second move can land after the person has gone on to
 * another field, and what they type next goes into the field with the error (seen in a browser test: a reason for an
 * email change typed on to the end of the new address). The fields are tried in the form's own order, the order a
 * person tabs through them.
 */
export function useSiteForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const methods = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
  const handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues> = (onValid, onInvalid) => {
    let focusedAtSubmit: Element | null = null;
    const submit = methods.handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      // A refusal that lands after the person went on to another field (the form's schema was still loading:
      // components/forms/lazy-resolver.ts) leaves the focus where they put it. A focus the page lost meanwhile is not
      // theirs: the submit button, disabled while the form is submitting, hands it to the body.
      const now = document.activeElement;
      if (now === focusedAtSubmit || now === null || now === document.body) focusFirstError(event?.target, errors);
    });
    return (event) => {
      focusedAtSubmit = document.activeElement;
      return submit(event);
    };
  };
  return { ...methods, handleSubmit };
}

function focusFirstError(form: EventTarget | null | undefined, errors: FieldErrors) {
  if (!(form instanceof HTMLFormElement)) return;
  for (const element of Array.from(form.elements)) {
    const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
    if (field && element.name && get(errors, element.name)) {
      element.focus();
      return;
    }
  }
}
