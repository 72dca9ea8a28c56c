import { describe, expect, it } from 'vitest';
import { ANCHOR_PATTERN, anchorProblem } from '@/lib/content/anchors';
import { faqPageJsonLd } from '@/lib/content/structured-data';
import { serializeJsonLd } from '@/lib/site/json-ld';
import { slideForKey, wrapSlide } from '@/lib/ui/carousel';

describe('feature anchors', () => {
  it.each(['rapid-fire', 'four-slots', 'macros', 'a1', 'advanced-mapping'])('accepts %s', (anchor) => {
    expect(ANCHOR_PATTERN.test(anchor)).toBe(true);
  });

  it.each(['Rapid-fire', 'rapid--fire', '-macros', 'macros-', '4-slots', 'rapid fire', '#macros', ''])('refuses %j', (anchor) => {
    expect(ANCHOR_PATTERN.test(anchor)).toBe(false);
  });

  it('finds the first invalid or repeated anchor of a section, ignoring unset ones', () => {
    expect(anchorProblem(['macros', undefined, 'rapid-fire'])).toBeNull();
    expect(anchorProblem(['macros', 'rapid-fire', 'macros'])).toBe('The anchor "macros" is used twice in this section.');
    expect(anchorProblem(['macros', 'Rapid Fire'])).toMatch(/^"Rapid Fire" is not a valid anchor/);
  });
});

describe('the slider', () => {
  it.each([
    [0, 1, 4, 1],
    [3, 1, 4, 0],
    [0, -1, 4, 3],
    [2, -1, 4, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from slide %i, a step of %i among %i slides goes to %i', (index, step, count, expected) => {
    expect(wrapSlide(index, step, count)).toBe(expected);
  });

  it('turns with the arrow keys only', () => {
    expect(slideForKey('ArrowRight', 1, 3)).toBe(2);
    expect(slideForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(slideForKey('Enter', 0, 3)).toBeNull();
    expect(slideForKey('ArrowDown', 0, 3)).toBeNull();
  });
});

describe('FAQ structured data', () => {
  it('is a schema.org FAQPage with each question and its answer', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('cannot close its script element, and reads back as the same value', () => {
    const value = { text: 'a </script><script>alert(1)</script> <!-- b \u2028' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});
