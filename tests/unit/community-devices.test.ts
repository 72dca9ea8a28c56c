import { describe, expect, it } from 'vitest';
import { COMMUNITY_DEVICES, communityConfigsPath, communityDeviceOfPath, isCommunityDevice } from '@/lib/community/devices';
import { communityDevice } from '@/schemas/documents/community-device';
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

  it.each([
    ['/community/configs/gamepad/dualshock4', 'dualshock4'],
    ['/community/configs/gamepad/joy-con/', 'joy-con'],
    ['/community/configs/gamepad/xbox', null],
    ['/community/configs/gamepad', null],
    ['/community/configs', null],
    ['/community/configs/gamepad/steam/more', null],
    ['/community/configs/keyboard/steam', null],
  ])('reads the device of %s as %j', (path, device) => {
    expect(communityDeviceOfPath(path)).toBe(device);
  });

  it('offers the editor exactly these devices on a device page document', () => {
    const device = communityDevice.fields.find((field) => field.name === 'device') as unknown as {
      options?: { list?: { value: string }[] };
    };
    expect(device.options?.list?.map(({ value }) => value)).toEqual([...COMMUNITY_DEVICES]);
  });
});
