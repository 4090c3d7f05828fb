import type { TSearchMatch } from '@sverka/shared';
import { highlightSegments } from '../../lib/highlight.ts';
import classes from './search-page.module.css';

interface THighlightedTextProps {
  text: string;
  ranges: TSearchMatch['ranges'];
}

/** Text with the matched parts in <mark>, so they are announced and styled as highlights. */
export function HighlightedText({ text, ranges }: THighlightedTextProps) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          // Segments never move or reorder for a given text, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <mark key={index} className={classes.mark}>
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
