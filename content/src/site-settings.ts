import { document, localeString, localeText } from './lib/documents';

// spec 2: the main menu, the footer and the cookie banner (the siteSettings singleton).

const entry = (key: string, en: string, zhCN: string, href: string) => ({
  _key: key,
  _type: 'menuLink' as const,
  label: localeString(en, zhCN),
  href,
});

export const siteSettings = document({
  _id: 'siteSettings',
  _type: 'siteSettings',
  mainMenu: [
    entry('about', 'About', '关于', '/#about'),
    entry('why-to-use', 'Why to Use', '为什么选择我们', '/#why-to-use'),
    entry('how-it-works', 'How It Works', '工作原理', '/advanced-controller-mapping'),
    entry('community', 'Community', '社区', '/community'),
    entry('blog', 'Blog', '博客', '/blog'),
    entry('personal-account', 'Personal Account', '个人账户', '/account'),
    entry('get-help', 'Get Help', '获取帮助', '/help'),
    entry('online-guide', 'Online Guide', '在线指南', 'https://guide.remapper.app'),
    entry('youtube', 'YouTube', 'YouTube', 'https://www.youtube.com/@remapper'),
    entry('forum', 'Forum', '论坛', 'https://forum.remapper.app'),
  ],
  footerGroups: [
    {
      _key: 'legal',
      _type: 'footerGroup',
      title: localeString('Legal', '法律信息'),
      links: [
        entry('privacy', 'Privacy Policy', '隐私政策', '/privacy'),
        entry('terms', 'Terms of Use', '使用条款', '/terms-of-use'),
        entry('eula', 'EULA for legacy licences', '旧版许可证最终用户许可协议', '/eula'),
        entry('saas', 'SaaS Agreement', 'SaaS 协议', '/saas'),
      ],
    },
    {
      _key: 'work-with-us',
      _type: 'footerGroup',
      title: localeString('Work with us', '与我们合作'),
      links: [
        entry('partners', 'Partners and Affiliates', '合作伙伴与推广联盟', '/partners'),
        entry('translators', 'Translators', '译者', '/translators'),
        entry('game-developers', 'Game Developers', '游戏开发者', '/gamedevs'),
      ],
    },
  ],
  cookieBanner: {
    text: localeText(
      'We use cookies to keep you signed in, remember your language and understand how the site is used.',
      '我们使用 Cookie 来保持您的登录状态、记住您的语言，并了解网站的使用情况。',
    ),
    detailsLabel: localeString('See details', '查看详情'),
    detailsHref: '/privacy',
    okLabel: localeString('Ok', '好的'),
  },
});
