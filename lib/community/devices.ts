// spec 2: the community's shared configs are grouped by gamepad, at /community/configs/gamepad/{device}.
// These pages are "named only in link text": the site links to them and has no page of its own for them.
export const COMMUNITY_DEVICES = [
  'dualshock4',
  'dualshock3',
  'steam',
  'xbox_elite',
  'nintendo',
  'joy-con',
  'nvidia_shield',
] as const;

export type CommunityDevice = (typeof COMMUNITY_DEVICES)[number];

export function isCommunityDevice(value: unknown): value is CommunityDevice {
  return typeof value === 'string' && (COMMUNITY_DEVICES as readonly string[]).includes(value);
}

/** Where the shared configs for one gamepad are listed. */
export function communityConfigsPath(device: CommunityDevice): string {
  return `/community/configs/gamepad/${device}`;
}
