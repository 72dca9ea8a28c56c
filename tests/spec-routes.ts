// spec 2's public routes, written down once for the tests that check each of them (e2e and integration).

/** The how-to pages of spec 2. */
export const SPEC_HOW_TO_PATHS = [
  '/how-to-use-joycons-on-pc',
  '/how-to-make-a-mouse-macro',
  '/how-to-make-a-keyboard-macro',
  '/how-to-use-ps3-controller-on-pc',
  '/how-to-use-ps4-controller-on-pc',
  '/how-to-use-shield-controller-on-pc',
  '/how-to-use-gamecube-controller-on-pc',
  '/how-to-use-logitech-controller-on-pc',
  '/how-to-use-playstation-move-navigation-controller-on-pc',
] as readonly string[];

/** spec 2's public routes (without the locale prefix): the marketing pages, the blog, the releases and the how-tos. */
export const SPEC_PUBLIC_ROUTES = [
  '/',
  '/eula',
  '/help',
  '/saas',
  '/privacy',
  '/terms-of-use',
  '/gamedevs',
  '/partners',
  '/translators',
  '/blog',
  '/releases',
  '/support-ukraine',
  '/macro-controller',
  '/joystick-mapper',
  '/advanced-controller-mapping',
  '/map-xbox-elite',
  '/steam-controller-support',
  '/nintendo-switch-pro-controller-on-pc',
  '/discontinued-5.2.2',
  '/community',
  ...SPEC_HOW_TO_PATHS,
] as readonly string[];
