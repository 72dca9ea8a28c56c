import { describe, expect, it } from 'vitest';
import { ImageParamError, type ImageParams, paramsKey, parseImageParams } from '@/content-lake/server/image-params';
import { outputFormat, planResize } from '@/content-lake/server/image-pipeline';

// The local Content Lake's reading of Sanity's image URL API: which parameters mean what, and the
// geometry they give (the pixels themselves: content-lake-images.test.ts).

const parse = (query: string) => parseImageParams(new URLSearchParams(query));
const base: ImageParams = { fit: 'clip', autoFormat: false, dpr: 1 };

describe('parseImageParams', () => {
  it('asks for no transform when the query has none of the parameters (dl, crop alone)', () => {
    expect(parse('')).toBeUndefined();
    expect(parse('dl=photo.png')).toBeUndefined();
    expect(parse('crop=focalpoint')).toBeUndefined();
  });

  it.each([
    ['w=640', { width: 640 }],
    ['h=200', { height: 200 }],
    ['w=640&h=400&fit=max&fm=webp&q=50', { width: 640, height: 400, fit: 'max', format: 'webp', quality: 50 }],
    ['fm=jpg', { format: 'jpg' }],
    ['fm=pjpg', { format: 'jpg' }],
    ['fm=png', { format: 'png' }],
    ['auto=format', { autoFormat: true }],
    ['rect=10,20,300,200', { rect: { left: 10, top: 20, width: 300, height: 200 } }],
    ['w=100&h=100&fit=crop&fp-x=0.25&fp-y=0.75', { width: 100, height: 100, fit: 'crop', focalPoint: { x: 0.25, y: 0.75 } }],
    ['fp-x=0.3', { focalPoint: { x: 0.3, y: 0.5 } }],
    ['blur=50', { blur: 50 }],
    ['w=300&dpr=2', { width: 300, dpr: 2 }],
    ['fit=fillmax', { fit: 'max' }],
    ['w=99.6', { width: 100 }],
  ])('reads %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...base, ...expected });
  });

  it.each([
    ['w=abc', 'w'],
    ['w=0', 'w'],
    ['h=9000', 'h'],
    ['q=101', 'q'],
    ['blur=0', 'blur'],
    ['dpr=4', 'dpr'],
    ['fp-x=1.5', 'fp-x'],
    ['rect=1,2,3', 'rect'],
    ['rect=0,0,0,10', 'rect'],
    ['rect=a,b,c,d', 'rect'],
    ['fm=tiff', 'tiff'],
    ['fit=stretch', 'stretch'],
  ])('refuses %s', (query, named) => {
    expect(() => parse(query)).toThrow(ImageParamError);
    expect(() => parse(query)).toThrow(named);
  });

  it('keys a transform the same however its query is spelled, and apart from other formats', () => {
    const one = parse('w=640&fm=webp&q=50')!;
    const two = parse('q=50&fm=webp&w=640')!;
    expect(paramsKey(one, 'webp')).toBe(paramsKey(two, 'webp'));
    expect(paramsKey(one, 'webp')).not.toBe(paramsKey(one, 'png'));
    expect(paramsKey(one, 'webp')).not.toBe(paramsKey(parse('w=641&fm=webp&q=50')!, 'webp'));
  });
});

describe('outputFormat', () => {
  it('uses fm, then webp for auto=format when the browser accepts it, then the source format', () => {
    const accept = 'image/avif,image/webp,image/apng,*/*;q=0.8';
    expect(outputFormat({ ...base, format: 'png', autoFormat: true }, 'jpg', accept)).toBe('png');
    expect(outputFormat({ ...base, autoFormat: true }, 'png', accept)).toBe('webp');
    expect(outputFormat({ ...base, autoFormat: true }, 'png', '*/*')).toBe('png');
    expect(outputFormat(base, 'jpg', accept)).toBe('jpg');
    expect(outputFormat(base, 'webp', undefined)).toBe('webp');
    expect(outputFormat(base, 'gif', undefined)).toBe('png');
    expect(outputFormat(base, 'svg', undefined)).toBe('png');
  });
});

describe('planResize', () => {
  const source = { width: 1200, height: 750 };

  it('keeps the size when only the format or quality changes', () => {
    expect(planResize(source, { ...base, format: 'webp' })).toEqual({ output: source });
  });

  it('scales by one side, keeping the aspect ratio', () => {
    expect(planResize(source, { ...base, width: 600 })).toEqual({
      resize: { width: 600, height: 375 },
      output: { width: 600, height: 375 },
    });
    expect(planResize(source, { ...base, height: 150 }).output).toEqual({ width: 240, height: 150 });
  });

  it('clip fits inside the box and may scale up; max never scales up', () => {
    expect(planResize(source, { ...base, width: 400, height: 400 }).output).toEqual({ width: 400, height: 250 });
    expect(planResize(source, { ...base, width: 2400 }).output).toEqual({ width: 2400, height: 1500 });
    expect(planResize(source, { ...base, fit: 'max', width: 2400 })).toEqual({ output: source });
    expect(planResize(source, { ...base, fit: 'max', width: 1280, height: 800 })).toEqual({ output: source });
  });

  it('dpr multiplies the requested size', () => {
    expect(planResize(source, { ...base, width: 300, dpr: 2 }).output).toEqual({ width: 600, height: 375 });
  });

  it('crop fills the box and cuts around the focal point, kept inside the image', () => {
    const centred = planResize(source, { ...base, fit: 'crop', width: 300, height: 300 });
    expect(centred).toEqual({
      resize: { width: 480, height: 300 },
      extract: { left: 90, top: 0, width: 300, height: 300 },
      output: { width: 300, height: 300 },
    });
    const left = planResize(source, { ...base, fit: 'crop', width: 300, height: 300, focalPoint: { x: 0.1, y: 0.5 } });
    expect(left.extract).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    const right = planResize(source, { ...base, fit: 'crop', width: 300, height: 300, focalPoint: { x: 0.7, y: 0.5 } });
    // 0.7 * 480 - 150 = 186 would cut past the right edge: the cut stops at it.
    expect(right.extract?.left).toBe(180);
  });

  it('cuts the rect first, clamped to the image, then scales what it keeps', () => {
    expect(planResize(source, { ...base, rect: { left: 600, top: 0, width: 600, height: 375 }, width: 300 })).toEqual({
      rect: { left: 600, top: 0, width: 600, height: 375 },
      resize: { width: 300, height: 188 },
      output: { width: 300, height: 188 },
    });
    expect(planResize(source, { ...base, rect: { left: 1000, top: 700, width: 500, height: 500 } })).toEqual({
      rect: { left: 1000, top: 700, width: 200, height: 50 },
      output: { width: 200, height: 50 },
    });
    // A rect of the whole image cuts nothing.
    expect(planResize(source, { ...base, rect: { left: 0, top: 0, width: 1200, height: 750 } })).toEqual({ output: source });
  });
});
