'use client';

import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/lib/api/client';
import type { CheckoutQuote } from '@/lib/commerce/checkout';
import type { CheckoutTerm } from '@/lib/commerce/plans';
import type { CheckoutErrorKey } from '@/lib/commerce/checkout-fields';

// The total the checkout shows is always the server's (POST /api/checkout/quote): asked again, after a
// short pause, whenever something it depends on changes; an answer to an older question is dropped.

export const QUOTE_DEBOUNCE_MS = 250;

export interface QuoteQuestion {
  term: CheckoutTerm;
  pcNum: number;
  country: string;
  vatNumber: string;
  couponCode: string;
  /** A gift: priced without the buyer's upgrade credit. */
  gift: boolean;
  locale: string;
}

export interface QuoteState {
  quote: CheckoutQuote | null;
  status: 'idle' | 'loading' | 'failed';
  /** Refusals of the VAT number or coupon, by field. */
  errors: Partial<Record<'vatNumber' | 'couponCode', CheckoutErrorKey>>;
  /** 'Coupon is applied!' in the page's language, when the coupon was. */
  message: string | null;
}

interface QuoteAnswer {
  quote: CheckoutQuote | null;
  message?: string;
  errors?: { field: string; code: CheckoutErrorKey }[];
}

function refusals(errors: QuoteAnswer['errors']): QuoteState['errors'] {
  const result: QuoteState['errors'] = {};
  for (const { field, code } of errors ?? []) if (field === 'vatNumber' || field === 'couponCode') result[field] = code;
  return result;
}

export function useCheckoutQuote(question: QuoteQuestion, initialQuote: CheckoutQuote | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ quote: initialQuote, status: 'idle', errors: {}, message: null });
  const key = JSON.stringify(question);
  const first = useRef(true);

  useEffect(() => {
    // The server rendered the first quote already, for the plan and country the page opened with.
    if (first.current && !question.vatNumber && !question.couponCode) {
      first.current = false;
      return;
    }
    first.current = false;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      try {
        const answer = await api.post<QuoteAnswer>('/api/checkout/quote', JSON.parse(key), { signal: controller.signal });
        setState({ quote: answer.quote, status: 'idle', errors: {}, message: answer.message ?? null });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 422) {
          const body = (error.body ?? {}) as QuoteAnswer;
          setState((previous) => ({ quote: body.quote ?? previous.quote, status: 'idle', errors: refusals(body.errors), message: null }));
          return;
        }
        setState((previous) => ({ ...previous, status: 'failed' }));
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // The question is compared by value (key), not by object identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
