import { Fragment, type ReactElement } from 'react';
import { DEFAULT_HIGHLIGHT_CLASS, splitForHighlight, type HighlightMode } from '@/lib/text/highlight';

export interface HighlightedTextProps {
  text: string;
  /** Which part to highlight; the second half of the words by default (spec 9). */
  mode?: HighlightMode;
  /** Class of a wrapping span; without it the segments render bare inside the parent. */
  className?: string;
  highlightClass?: string;
}

// No hooks or browser APIs, so it renders in server and client components alike.
export function HighlightedText({ text, mode, className, highlightClass = DEFAULT_HIGHLIGHT_CLASS }: HighlightedTextProps): ReactElement {
  // Segments follow the text's order and never reorder, so their index is a stable key.
  const parts = splitForHighlight(text, mode).map((segment, index) =>
    segment.highlighted ? (
      <span key={index} className={highlightClass}>
        {segment.text}
      </span>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
  return className === undefined ? <>{parts}</> : <span className={className}>{parts}</span>;
}
