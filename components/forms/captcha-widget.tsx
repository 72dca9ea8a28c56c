'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import type { PublicCaptcha } from '@/lib/auth/captcha';
import styles from './forms.module.css';

// spec 7 "A captcha script loads with a site key when the country is not China". The widget API is
// Cloudflare Turnstile's explicit rendering (`turnstile.render(element, options)`); the script is loaded only
// on pages whose form asks for it, once per page.

interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

declare global {
  interface Window {
    turnstile?: {
      render: (element: HTMLElement, options: TurnstileOptions) => string;
      reset: (widgetId?: string) => void;
      remove: (widgetId: string) => void;
    };
  }
}

let loading: Promise<void> | undefined;

function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(src, window.location.href);
    url.searchParams.set('render', 'explicit');
    script.src = url.href;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('The captcha script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

interface CaptchaWidgetProps {
  captcha: PublicCaptcha;
  /** The solved challenge's token, or '' when it expired or failed. */
  onToken: (token: string) => void;
  /** The script could not load: the form goes without (the server decides whether that is allowed). */
  onUnavailable: () => void;
  /** Change it to ask for a new challenge (a token works once: after each submit). */
  resetKey: number;
  /** The server's refusal, shown under the widget. */
  error?: string;
}

export function CaptchaWidget({ captcha, onToken, onUnavailable, resetKey, error }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const onTokenRef = useRef(onToken);
  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onTokenRef.current = onToken;
    onUnavailableRef.current = onUnavailable;
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(captcha.scriptUrl)
      .then(() => {
        if (cancelled || !container.current) return;
        if (!window.turnstile) {
          onUnavailableRef.current();
          return;
        }
        widgetId.current = window.turnstile.render(container.current, {
          sitekey: captcha.siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
          'error-callback': () => onTokenRef.current(''),
        });
      })
      // Unreachable (a visitor in China on an English page): the server lets them through when the trusted CDN
      // places them in China (lib/auth/captcha.ts).
      .catch(() => onUnavailableRef.current());
    return () => {
      cancelled = true;
      if (widgetId.current && window.turnstile) window.turnstile.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [captcha.scriptUrl, captcha.siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current && window.turnstile) {
      window.turnstile.reset(widgetId.current);
      onTokenRef.current('');
    }
  }, [resetKey]);

  return (
    <div className={styles.captcha} data-testid="captcha">
      <div ref={container} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's captcha state: the token to send, whether sending may start, and the server's refusal. */
export function useCaptcha(captcha: PublicCaptcha | null) {
  const [token, setToken] = useState('');
  // Sending waits for the challenge, so a quick visitor does not send before it could be solved.
  const [ready, setReady] = useState(!captcha);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string>();

  const widget = captcha ? (
    <CaptchaWidget
      captcha={captcha}
      onToken={(next) => {
        setToken(next);
        if (next) setReady(true);
      }}
      onUnavailable={() => setReady(true)}
      resetKey={resetKey}
      error={error}
    />
  ) : null;

  return {
    widget,
    ready,
    /** What to add to the request body. */
    fields: captcha ? { captchaToken: token } : {},
    /** Before sending: the last refusal goes. */
    clearError: () => setError(undefined),
    /** After sending: a challenge's token works once. */
    renew: () => {
      if (captcha) setResetKey((count) => count + 1);
    },
    /** Shows a 422 that refused the captcha answer under the widget; false for any other failure. */
    showRefusal(failure: unknown): boolean {
      if (!(failure instanceof ApiError) || failure.status !== 422) return false;
      const body = failure.body;
      const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
      const entry = Array.isArray(errors) ? errors.find((candidate) => candidate?.field === 'captchaToken') : undefined;
      if (!entry) return false;
      setError(typeof entry.message === 'string' ? entry.message : String(entry.code));
      return true;
    },
  };
}
