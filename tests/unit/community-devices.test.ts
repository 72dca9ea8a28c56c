import { describe, expect, it } from 'vitest';
import { COMMUNITY_DEVICES, communityConfigsPath, isCommunityDevice } from '@/lib/community/devices';
import { deviceLinksSection } from '@/schemas/sections/device-links';

describe('community devices (spec 2: /community/configs/gamepad/{device})', () => {
  it('is the closed list of the spec, in its order', () => {
    expect(COMMUNITY_DEVICES).toEqual(['dualshock4', 'dualshock3', 'steam', 'xbox_elite', 'nintendo', 'joy-con', 'nvidia_shield']);
  });

  it.each([
    ['dualshock4', true],
    ['joy-con', true],
    ['nvidia_shield', true],
    ['xbox', false],
    ['DualShock4', false],
    ['joycon', false],
    ['', false],
    [undefined, false],
    [4, false],
  ])('accepts %j as a device: %s', (value, expected) => {
    expect(isCommunityDevice(value)).toBe(expected);
  });

  it('links a device to its shared configs', () => {
    expect(communityConfigsPath('xbox_elite')).toBe('/community/configs/gamepad/xbox_elite');
    expect(communityConfigsPath('joy-con')).toBe('/community/configs/gamepad/joy-con');
  });

  it('offers the editor exactly these devices in the deviceLinks section', () => {
    const items = deviceLinksSection.fields.find((field) => field.name === 'items') as unknown as {
      of: { fields: { name: string; options?: { list?: { value: string }[] } }[] }[];
    };
    const device = items.of[0]?.fields.find((field) => field.name === 'device');
    expect(device?.options?.list?.map(({ value }) => value)).toEqual([...COMMUNITY_DEVICES]);
  });
});
