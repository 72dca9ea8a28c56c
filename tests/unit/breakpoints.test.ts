import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, mediaUp } from '@/lib/ui/breakpoints';

const css = readFileSync(path.join(process.cwd(), 'app/styles/breakpoints.css'), 'utf8');
const usedWidths = [...css.matchAll(/min-width:\s*(\d+)px/g)].map((m) => Number(m[1]));

describe('breakpoints (spec 9)', () => {
  it('are the spec numbers', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, '2xl': 1536 });
  });

  it('the stylesheet uses only these breakpoints, and every one of them', () => {
    const allowed = new Set<number>(Object.values(breakpoints));
    expect(usedWidths.filter((w) => !allowed.has(w))).toEqual([]);
    for (const width of Object.values(breakpoints).filter((w) => w > 0)) {
      expect(usedWidths).toContain(width);
    }
  });

  it('builds min-width queries', () => {
    expect(mediaUp('lg')).toBe('(min-width: 992px)');
  });
});
