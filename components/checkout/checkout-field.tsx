'use client';

import { useTranslations } from 'next-intl';
import { FieldShell, type FieldShellProps } from '@/components/forms/field-shell';
import { checkoutErrorMessageKey, isCheckoutErrorKey } from '@/lib/commerce/checkout-fields';

/** The words of a checkout error key (the schema's or the API's), the same on both sides. */
export function useCheckoutErrorText(): (code: string) => string {
  const t = useTranslations();
  return (code) => (isCheckoutErrorKey(code) ? t(checkoutErrorMessageKey(code)) : code);
}

export type { FieldControl } from '@/components/forms/field-shell';

/** A checkout field: the shared field shell speaking the checkout's error keys. */
export function CheckoutField(props: Omit<FieldShellProps, 'errorText'>) {
  return <FieldShell {...props} errorText={useCheckoutErrorText()} />;
}
