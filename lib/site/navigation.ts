// spec 2: the main menu and footer items. Labels are message keys (common.nav / common.footer);
// the content issue moves these lists into the Studio's site settings.

export type NavItem = {
  key: string;
  href: string;
  /** External targets open with a full page load (spec 2). */
  external?: boolean;
};

export const mainMenu: readonly NavItem[] = [
  { key: 'about', href: '/#about' },
  { key: 'whyToUse', href: '/#why-to-use' },
  { key: 'howItWorks', href: '/advanced-controller-mapping' },
  { key: 'community', href: '/community' },
  { key: 'blog', href: '/blog' },
  { key: 'personalAccount', href: '/account' },
  { key: 'getHelp', href: '/help' },
  { key: 'onlineGuide', href: 'https://guide.remapper.app', external: true },
  { key: 'youtube', href: 'https://www.youtube.com/@remapper', external: true },
  { key: 'forum', href: 'https://forum.remapper.app', external: true },
];

export const footerGroups: readonly { key: string; items: readonly NavItem[] }[] = [
  {
    key: 'legal',
    items: [
      { key: 'privacyPolicy', href: '/privacy' },
      { key: 'termsOfUse', href: '/terms-of-use' },
      { key: 'eula', href: '/eula' },
      { key: 'saas', href: '/saas' },
    ],
  },
  {
    key: 'workWithUs',
    items: [
      { key: 'partners', href: '/partners' },
      { key: 'translators', href: '/translators' },
      { key: 'gameDevelopers', href: '/gamedevs' },
    ],
  },
];
