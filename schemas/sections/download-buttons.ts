import { defineField, defineType } from 'sanity';

// spec 1: the download buttons are labelled Download, Try for free and Download for ARM. A new section
// starts with them; each can be removed or relabelled (the zh-CN page holds the translated labels).
const BUTTONS = {
  download: { title: 'Download button', label: 'Download', href: '/download' },
  trial: { title: 'Free trial button', label: 'Try for free', href: '/checkout' },
  downloadArm: { title: 'ARM download button', label: 'Download for ARM', href: '/download?arch=arm64' },
} as const;

const button = (name: keyof typeof BUTTONS) =>
  defineField({
    name,
    title: BUTTONS[name].title,
    type: 'link',
    description: 'Leave empty to hide this button.',
    initialValue: { label: BUTTONS[name].label, href: BUTTONS[name].href },
  });

/** The download, free trial and ARM download buttons, each optional. */
export const downloadButtonsSection = defineType({
  name: 'downloadButtons',
  title: 'Download buttons',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    button('download'),
    button('trial'),
    button('downloadArm'),
  ],
  validation: (rule) =>
    rule.custom((value: { download?: unknown; trial?: unknown; downloadArm?: unknown } | undefined) =>
      !value || value.download || value.trial || value.downloadArm ? true : 'Keep at least one button.',
    ),
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Download buttons', subtitle: 'Download buttons' }),
  },
});
