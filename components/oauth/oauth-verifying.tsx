'use client';

import { useEffect, useRef } from 'react';

interface OAuthVerifyingProps {
  /** The call that completes the flow, and its body (the provider's answer). */
  endpoint: string;
  body: Record<string, unknown>;
  /** Where to go once signed in or connected. */
  successHref: string;
  /** This page, to show a result page (`?result=...`) when the flow ends in one. */
  resultHref: string;
}

/**
 * spec 2 "/user/callback/{provider}: verifying details": posts the provider's answer once, then leaves the
 * page: on to the account (a full load, so every part of the page sees the new session) or to a result.
 */
export function OAuthVerifying({ endpoint, body, successHref, resultHref }: OAuthVerifyingProps) {
  const sent = useRef(false);

  useEffect(() => {
    // The state works once: never post it twice, whatever React does with effects.
    if (sent.current) return;
    sent.current = true;
    const showResult = (result: string) => window.location.replace(`${resultHref}?result=${encodeURIComponent(result)}`);
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (response.ok) return window.location.replace(successHref);
        const answer = (await response.json().catch(() => ({}))) as { result?: unknown };
        showResult(typeof answer.result === 'string' ? answer.result : 'failed');
      })
      .catch(() => showResult('failed'));
  }, [endpoint, body, successHref, resultHref]);

  return null;
}
