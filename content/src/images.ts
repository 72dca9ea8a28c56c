import { imageAssets } from './assets';
import { localeString } from './lib/documents';

// The images shipped with the bundled dataset: original illustrations drawn in SVG
// (content/assets/src/<name>.svg), rendered to content/assets/<name>.webp with their asset documents
// in content/src/assets.ts by `npm run content:assets`. Alt text is per use (imageWithAlt), in both
// languages; the catalogue holds each image's default.

export interface BundledImage {
  name: keyof typeof imageAssets;
  title: string;
  alt: { en: string; zh_CN: string };
}

export const bundledImages = [
  {
    name: 'hero-controllers',
    title: 'A gamepad wired to a keyboard and a mouse',
    alt: {
      en: 'A gamepad whose buttons are wired to a key on a keyboard and to a mouse button',
      zh_CN: '一个游戏手柄，它的按键连到键盘上的一个键和鼠标按键上',
    },
  },
  {
    name: 'mapping-editor',
    title: 'The mapping editor',
    alt: {
      en: 'The mapping editor: a controller with two highlighted buttons beside the list of their mappings',
      zh_CN: '映射编辑器：左侧是标出两个按键的手柄，右侧是这些按键的映射列表',
    },
  },
  {
    name: 'macro-timeline',
    title: 'A macro on a timeline',
    alt: {
      en: 'A macro on a timeline: key presses, a mouse movement and button taps on four tracks',
      zh_CN: '时间轴上的宏：四条轨道上依次排列着按键、鼠标移动和连续点按',
    },
  },
  {
    name: 'device-slots',
    title: 'Four slots switched by a shortcut',
    alt: {
      en: 'Four layout slots for one controller, switched by holding three buttons together',
      zh_CN: '一个手柄的四个布局配置槽，同时按住三个按键即可切换',
    },
  },
] as const satisfies readonly BundledImage[];

export type BundledImageName = (typeof bundledImages)[number]['name'];

/** An `imageWithAlt` field (schemas/objects/image-with-alt.ts) showing a bundled image; alt text defaults to the catalogue's. */
export function imageWithAlt(name: BundledImageName, alt?: { en: string; zh_CN: string }) {
  const entry = bundledImages.find((image) => image.name === name);
  const text = alt ?? entry?.alt;
  if (!text) throw new Error(`No bundled image is named "${name}"`);
  return {
    _type: 'imageWithAlt' as const,
    asset: { _type: 'reference' as const, _ref: imageAssets[name]._id },
    alt: localeString(text.en, text.zh_CN),
  };
}
