import { advancedControllerMappingPages } from './advanced-controller-mapping';
import { joystickMapperPages } from './joystick-mapper';
import { macroControllerPages } from './macro-controller';
import { mapXboxElitePages } from './map-xbox-elite';
import { switchProControllerPages } from './nintendo-switch-pro-controller-on-pc';
import { steamControllerSupportPages } from './steam-controller-support';

// The product pages of spec 2, each a page document in en and zh-CN.
export const productPages = [
  ...macroControllerPages,
  ...joystickMapperPages,
  ...advancedControllerMappingPages,
  ...mapXboxElitePages,
  ...steamControllerSupportPages,
  ...switchProControllerPages,
];
