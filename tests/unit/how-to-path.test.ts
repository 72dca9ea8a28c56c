import { describe, expect, it } from 'vitest';
import { howToPathOfSlug, howToPathProblem, howToSlug } from '@/lib/content/how-to-path';

describe('how-to guide paths', () => {
  it.each([
    ['/how-to-use-joycons-on-pc', undefined],
    ['/how-to-use-playstation-move-navigation-controller-on-pc', undefined],
    ['/how-to-make-a-mouse-macro', undefined],
    ['/how-to-use-ps4-controller-on-pc', undefined],
  ])('accepts %s', (path, problem) => {
    expect(howToPathProblem(path)).toBe(problem);
  });

  it.each([
    ['how-to-use-pad', /Start the path with \/how-to-/],
    ['/help', /Start the path with \/how-to-/],
    ['/zh-CN/how-to-use-pad', /Start the path with \/how-to-/],
    ['/how-to-', /lowercase letters/],
    ['/how-to-use-pad/', /lowercase letters/],
    ['/how-to-Use-Pad', /lowercase letters/],
    ['/how-to-use--pad', /lowercase letters/],
    ['/how-to-use pad', /lowercase letters/],
    ['/how-to-use-pad?x=1', /lowercase letters/],
  ])('refuses %s', (path, problem) => {
    expect(howToPathProblem(path)).toMatch(problem);
  });

  it('maps a path to the route slug and back', () => {
    expect(howToSlug('/how-to-use-joycons-on-pc')).toBe('how-to-use-joycons-on-pc');
    expect(howToPathOfSlug('how-to-use-joycons-on-pc')).toBe('/how-to-use-joycons-on-pc');
  });

  it('gives no path for a slug that cannot be a guide', () => {
    expect(howToPathOfSlug('help')).toBeNull();
    expect(howToPathOfSlug('how-to-%3Cscript%3E')).toBeNull();
  });
});
