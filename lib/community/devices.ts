// spec 2: the community's shared configs are grouped by gamepad, at /community/configs/gamepad/{device}.
// Each has a page of its own (issue 19): a communityDevice document per language, edited in the Studio
// (schemas/documents/community-device.ts), rendered by app/[locale]/(default)/community/configs/gamepad/[device].
export const COMMUNITY_DEVICES = ['dualshock4', 'dualshock3', 'steam', 'xbox_elite', 'nintendo', 'joy-con', 'nvidia_shield'] as const;

export type CommunityDevice = (typeof COMMUNITY_DEVICES)[number];

export function isCommunityDevice(value: unknown): value is CommunityDevice {
  return typeof value === 'string' && (COMMUNITY_DEVICES as readonly string[]).includes(value);
}

/** Where the shared configs for one gamepad are listed. */
export function communityConfigsPath(device: CommunityDevice): string {
  return `/community/configs/gamepad/${device}`;
}

/** Where the device pages live; the app's route answers under it, content never does (lib/site/reserved-paths.ts). */
export const COMMUNITY_CONFIGS_PREFIX = '/community/configs';

/**
 * The device of a locale-free path under COMMUNITY_CONFIGS_PREFIX ('/community/configs/gamepad/steam' ->
 * 'steam'), or null when the path names no device of the list (the 404).
 */
export function communityDeviceOfPath(path: string): CommunityDevice | null {
  const match = /^\/community\/configs\/gamepad\/([^/]+)\/?$/.exec(path);
  const device = match?.[1];
  return isCommunityDevice(device) ? device : null;
}
