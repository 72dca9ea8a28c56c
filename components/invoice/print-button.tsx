'use client';

/** Prints the invoice (the pdf layout hides the buttons on paper). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button--ghost" onClick={() => window.print()}>
      {label}
    </button>
  );
}
