import type { BundledDocument } from '@/content/src/lib/documents';
import { gameCubeControllerGuide } from './gamecube-controller';
import { joyConsGuide } from './joycons';
import { keyboardMacroGuide } from './keyboard-macro';
import { logitechControllerGuide } from './logitech-controller';
import { mouseMacroGuide } from './mouse-macro';
import { moveNavigationControllerGuide } from './move-navigation-controller';
import { ps3ControllerGuide } from './ps3-controller';
import { ps4ControllerGuide } from './ps4-controller';
import { shieldControllerGuide } from './shield-controller';

// spec 2: the nine how-to pages, each in en and zh-CN (one document per language).
export const howToGuides: BundledDocument[] = [
  ...joyConsGuide,
  ...mouseMacroGuide,
  ...keyboardMacroGuide,
  ...ps3ControllerGuide,
  ...ps4ControllerGuide,
  ...shieldControllerGuide,
  ...gameCubeControllerGuide,
  ...logitechControllerGuide,
  ...moveNavigationControllerGuide,
];
