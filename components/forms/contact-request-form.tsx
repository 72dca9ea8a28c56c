'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState, useSyncExternalStore } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { api, ApiError } from '@/lib/api/client';
import type { PublicCaptcha } from '@/lib/auth/captcha';
import { type ContactFormKind, isFormErrorKey } from '@/lib/validation/contact-forms';
import styles from './forms.module.css';
import { useCaptcha } from './captcha-widget';
import { ResultDialog } from './result-dialog';

type Outcome = 'success' | 'error' | 'rateLimited';

/** What each of the four forms takes from its page. */
export interface ContactFormProps {
  captcha?: PublicCaptcha | null;
}

const noSubscription = () => () => undefined;

interface ContactRequestFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: ContactFormKind;
  /** The form's react-hook-form state, built with its schema from lib/validation/contact-forms.ts. */
  methods: UseFormReturn<Input, unknown, Output>;
  /** The values the form returns to after a request was sent. */
  emptyValues: Input;
  /** The captcha the page asks for (lib/auth/captcha.ts publicCaptcha), or null. */
  captcha?: PublicCaptcha | null;
  children: ReactNode;
}

/**
 * What the four contact forms share (spec 4): sending to POST /api/contact-requests, the "Sending…"
 * state, the API's field errors shown on the fields, and the success or error modal. The visitor's
 * input stays in place on any failure.
 */
export function ContactRequestForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  methods,
  emptyValues,
  captcha = null,
  children,
}: ContactRequestFormProps<Input, Output>) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { isSubmitting } = methods.formState;
  // Until hydration a click would submit natively and put the visitor's text in the address bar.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const captchaState = useCaptcha(captcha);

  const send = methods.handleSubmit(async (values) => {
    captchaState.clearError();
    try {
      await api.post('/api/contact-requests', { form, ...values, locale, ...captchaState.fields });
      methods.reset(emptyValues);
      setOutcome('success');
    } catch (error) {
      if (captchaState.showRefusal(error)) return;
      if (error instanceof ApiError && error.status === 422 && showFieldErrors(error.body)) return;
      setOutcome(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'error');
    } finally {
      captchaState.renew();
    }
  });

  /** Puts a 422's messages under their fields; false when the body names no field of this form. */
  function showFieldErrors(body: unknown): boolean {
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
    if (!Array.isArray(errors)) return false;
    const known = errors.filter(
      (entry): entry is { field: string; code: string } =>
        typeof entry?.field === 'string' && entry.field in emptyValues && isFormErrorKey(entry.code),
    );
    known.forEach(({ field, code }, index) => {
      methods.setError(field as Path<Input>, { type: 'server', message: code }, { shouldFocus: index === 0 });
    });
    return known.length > 0;
  }

  const closeDialog = () => {
    setOutcome(null);
    // The submit button was disabled while sending, so the browser has no element to return focus to.
    submitRef.current?.focus();
  };

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={send} className={styles.form} data-testid={`${form}-form`}>
        <p className={styles.requiredNote}>{t('requiredNote')}</p>
        {children}
        {captchaState.widget}
        <button
          ref={submitRef}
          type="submit"
          className={`button button--primary ${styles.submit}`}
          disabled={!hydrated || !captchaState.ready || isSubmitting}
        >
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </form>
      <ResultDialog
        open={outcome === 'success'}
        title={t('dialog.successTitle')}
        text={t('dialog.successText')}
        onClose={closeDialog}
        testId="success-dialog"
      />
      <ResultDialog
        open={outcome === 'error' || outcome === 'rateLimited'}
        title={t('dialog.errorTitle')}
        text={outcome === 'rateLimited' ? t('dialog.rateLimitedText') : t('dialog.errorText')}
        onClose={closeDialog}
        testId="error-dialog"
      />
    </FormProvider>
  );
}
