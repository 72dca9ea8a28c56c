import { defineArrayMember, defineField, defineType } from 'sanity';
import { type CommunityDevice, COMMUNITY_DEVICES, isCommunityDevice } from '@/lib/community/devices';
import { headingField, introField } from './fields';

// Typed by CommunityDevice so a device added to the list fails to compile until it has a title here.
const DEVICE_TITLES: Record<CommunityDevice, string> = {
  dualshock4: 'DualShock 4',
  dualshock3: 'DualShock 3',
  steam: 'Steam Controller',
  xbox_elite: 'Xbox Elite',
  nintendo: 'Nintendo Switch Pro',
  'joy-con': 'Joy-Con',
  nvidia_shield: 'NVIDIA SHIELD',
};

/**
 * Links to the community's shared configs of each gamepad (spec 2: /community/configs/gamepad/{device},
 * "named only in link text"): the editor picks a device from the closed list and writes the label.
 */
export const deviceLinksSection = defineType({
  name: 'deviceLinks',
  title: 'Device links',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      title: 'Devices',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'deviceLink',
          title: 'Device link',
          type: 'object',
          fields: [
            defineField({
              name: 'device',
              title: 'Device',
              type: 'string',
              description: 'The link goes to /community/configs/gamepad/{device}.',
              options: { list: COMMUNITY_DEVICES.map((value) => ({ title: DEVICE_TITLES[value], value })) },
              validation: (rule) =>
                rule
                  .required()
                  .custom((device) =>
                    device === undefined || isCommunityDevice(device) ? true : `Choose one of: ${COMMUNITY_DEVICES.join(', ')}.`,
                  ),
            }),
            defineField({
              name: 'label',
              title: 'Link text',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'device' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((items: { device?: string }[] | undefined) => {
            const devices = (items ?? []).map(({ device }) => device).filter(Boolean);
            return new Set(devices).size === devices.length ? true : 'Each device can be linked only once.';
          }),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Device links' }),
  },
});
